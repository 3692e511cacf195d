// GET /metrics in Prometheus's text format (prom-client): requests by route and status with their durations, the
// process (event-loop delay, heap, resident memory), the database pool, the list cache, the mail outbox, the
// reminders' deliveries by status and the log lines stdout has not taken (a stalled log consumer).
// Served only with `Authorization: Bearer $METRICS_TOKEN`; without METRICS_TOKEN nothing is collected and the
// route answers 404.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { countPending } from '../db/repositories/outbox';
import { queryCacheStats } from '../db/repositories/queryCache';
import { deliveriesByStatus } from '../db/repositories/reminderDeliveries';
import { notFound, unauthorized } from './errors';
import { stdoutLog } from './logDestination';

const LABELS = ['method', 'route', 'status'] as const;

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The route's description in the OpenAPI document. */
const doc = {
  summary: 'Prometheus metrics',
  description:
    'Not a staff session: `Authorization: Bearer` with METRICS_TOKEN (401 otherwise); 404 when no token is set.',
  answer: 'text',
  errors: [401, 404],
  tag: 'service',
} as const;

export default fp(async function metrics(app: FastifyInstance) {
  const token = app.appConfig.metricsToken;
  if (!token) {
    app.get('/metrics', { config: { access: 'public', doc } }, async () => {
      throw notFound();
    });
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route and status',
    labelNames: LABELS,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method, route and status',
    labelNames: LABELS,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const gauge = (name: string, help: string, read: () => number | Promise<number>) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(await read());
      },
    });
  gauge('db_pool_connections', 'Database connections held', () => app.poolStats().total);
  gauge('db_pool_idle_connections', 'Database connections idle', () => app.poolStats().idle);
  gauge(
    'db_pool_waiting_queries',
    'Queries waiting for a database connection',
    () => app.poolStats().waiting,
  );
  gauge(
    'list_cache_hits',
    'List answers served from the cache since start',
    () => queryCacheStats(app.db).hits,
  );
  gauge('list_cache_misses', 'List answers computed since start', () => queryCacheStats(app.db).misses);
  gauge('list_cache_bytes', 'Estimated bytes the list cache holds', () => queryCacheStats(app.db).bytes);
  gauge('mail_outbox_pending', 'Messages waiting in the mail outbox', () => countPending(app.db));
  new Gauge({
    name: 'reminder_deliveries',
    help: 'Reminder deliveries recorded, by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      for (const [status, n] of Object.entries(await deliveriesByStatus(app.db))) this.set({ status }, n);
    },
  });
  gauge('log_pending_bytes', 'Log bytes stdout has not taken yet', () => stdoutLog().pendingBytes);
  gauge(
    'log_lines_dropped',
    'Log lines dropped since start: stdout did not take them',
    () => stdoutLog().dropped,
  );

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL: one series per route, whatever ids and queries are asked.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { config: { access: 'public', doc } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!sameToken(given, token)) throw unauthorized();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
