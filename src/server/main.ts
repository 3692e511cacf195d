// `node build/src/server/main.js` (what `npm start` runs once built): build the app and listen. On SIGTERM or
// SIGINT it drains: readiness answers 503, the port stops accepting, in-flight requests finish (up to
// SHUTDOWN_GRACE_SECONDS), the mail worker stops between messages, the database closes, and it exits 0 — or 1
// when the grace runs out. A crash exits non-zero; the platform (systemd, the container runtime) restarts it.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { fatal } from './startupError';

export function drainOnSignals(app: FastifyInstance): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.draining = true;
    const grace = app.appConfig.shutdownGraceSeconds;
    app.log.info({ signal, grace_seconds: grace }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error({ grace_seconds: grace }, 'in-flight requests outlived the grace: exiting');
      process.exit(1);
    }, grace * 1000).unref();
    app.close().then(
      () => {
        app.log.info('closed');
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

export async function serve(): Promise<void> {
  const app = await buildApp();
  drainOnSignals(app);
  const { port, host } = app.appConfig;
  await app.listen({ port, host });
}

if (require.main === module) serve().catch(fatal);
