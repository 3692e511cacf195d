// Builds the whole server as one Fastify instance without listening, so tests drive it with inject().
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config';
import dbPlugin from './db/plugin';
import { setOutboxSecret } from './db/repositories/outbox';
import { setQueryCacheBudget } from './db/repositories/queryCache';
import drain from './http/drain';
import errorHandler from './http/errorHandler';
import health from './http/health';
import metrics from './http/metrics';
import requestLog, { loggingOptions } from './http/requestLog';
import inputGuard from './http/inputGuard';
import securityHeaders from './http/securityHeaders';
import { recordRoutes } from './http/routeCatalogue';
import spa from './http/spa';
import mailPlugin from './mail/plugin';
import type { MailTiming } from './mail/mailer';
import mediaStatic from './media/static';
import { createMediaStore } from './media/store';
import pdfWorker from './pdf/plugin';
import type { Migration } from 'kysely';
import { createRegistry, type RegistryOptions } from './resources';
import { MODULES, moduleHooks, moduleSeeds } from './modules';
import apiRoutes from './routes/api';
import apiDocsPage from './openapi/page';

export interface BuildAppOptions {
  /** Environment to read (defaults to process.env). */
  env?: Record<string, string | undefined>;
  /** Values that win over the environment (tests). */
  config?: Partial<Config>;
  /** PostgreSQL schema (search_path) to use; tests isolate each file in one. */
  pgSchema?: string;
  /** Where the files holding generated passwords are announced; the log by default. */
  announce?: (line: string) => void;
  /** Registry rows, hooks and migrations beside the product's (a test entity defined only in a test). */
  extend?: RegistryOptions & { migrations?: Record<string, Migration> };
  /** The mail worker's timings (tests make them milliseconds). */
  mail?: Partial<MailTiming>;
  /** false: no reference data (the food table) on a fresh database — tests that count rows of their own. */
  referenceData?: boolean;
}

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count trusts that many addresses counted from the socket (this
 * Fastify refuses plain numbers); a list trusts only those proxies. Either way the client address is the
 * right-most X-Forwarded-For entry not written by a trusted proxy — never the client-written left-most one.
 */
function proxyTrust(trust: Config['trustProxy']) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(options.env ?? process.env, options.config);
  const app = Fastify({
    ...loggingOptions(config),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: proxyTrust(config.trustProxy),
    // Handlers that outlive a client are aborted and logged rather than left hanging.
    requestTimeout: 30_000,
    // A stop answers what it received (drain.ts): a request that reaches the router while closing is served,
    // with Connection: close, instead of Fastify's 503. Idle kept-alive connections close with the port.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // Start-up migrates and, on a fresh database, loads the food table and seeds: seconds on a quiet machine,
    // more on a busy one or a large upgrade. Fastify's 10 s plugin limit would abort a start that is only slow.
    pluginTimeout: 0,
  });
  app.decorate('appConfig', config);
  app.decorate('mediaStore', await createMediaStore(config));
  // Spec part 1 §8: a missing third-party login configuration is a warning only.
  if (!config.oidc)
    app.log.warn('OIDC_ISSUER/OIDC_CLIENT_ID not set: sign-in through an identity provider is off');
  app.decorateRequest('principal', null);
  recordRoutes(app);

  await app.register(requestLog);
  await app.register(drain);
  await app.register(securityHeaders);
  await app.register(errorHandler);
  await app.register(inputGuard);
  await app.register(dbPlugin, {
    pgSchema: options.pgSchema,
    announce: options.announce,
    migrations: options.extend?.migrations,
    ...moduleSeeds(),
    ...(options.referenceData === false && { referenceSeeds: [] }),
  });
  setQueryCacheBudget(app.db, config.cacheMaxBytes);
  setOutboxSecret(config.jwtSecret);
  await app.register(mailPlugin, { timing: options.mail });
  await app.register(pdfWorker);
  for (const plugin of MODULES.flatMap((area) => area.plugins ?? [])) await app.register(plugin);
  const registry = createRegistry({
    resources: options.extend?.resources,
    hooks: { ...moduleHooks(), ...options.extend?.hooks },
  });
  await app.register(apiRoutes, {
    prefix: '/api/v1',
    registry,
    routes: MODULES.flatMap((area) => area.routes ?? []),
  });
  await app.register(apiDocsPage);
  await app.register(health);
  await app.register(metrics);
  await app.register(mediaStatic);
  await app.register(spa);
  await app.ready();
  return app;
}
