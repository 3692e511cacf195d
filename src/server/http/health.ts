// What a load balancer and an orchestrator ask: GET /health (the process lives) and GET /ready (it should get
// traffic: the database answers, its schema is current, and the server is not shutting down — drain.ts). JSON,
// no session.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { APP_VERSION } from '../version';

export default fp(async function health(app: FastifyInstance) {
  const noStore = { 'cache-control': 'no-store' };

  const live = { summary: 'The process lives: status, version and uptime', tag: 'service' };
  app.get('/health', { config: { access: 'public', doc: live } }, async (_request, reply) =>
    reply
      .headers(noStore)
      .send({ status: 'ok', version: APP_VERSION, uptime_seconds: Math.round(process.uptime()) }),
  );

  const ready = {
    summary: 'Whether this node should get traffic',
    description:
      '200 `ready`; 503 `draining`, `schema_out_of_date` (with the pending migrations) or `database_unavailable`.',
    tag: 'service',
  };
  app.get('/ready', { config: { access: 'public', doc: ready } }, async (request, reply) => {
    reply.headers(noStore);
    if (app.draining) return reply.code(503).send({ status: 'draining' });
    try {
      await sql`select 1`.execute(app.db);
      const pending = await app.pendingMigrations();
      if (pending.length > 0) return reply.code(503).send({ status: 'schema_out_of_date', pending });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database does not answer');
      return reply.code(503).send({ status: 'database_unavailable' });
    }
    return { status: 'ready' };
  });
});
