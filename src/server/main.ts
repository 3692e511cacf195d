// `node build/src/server/main.js` (what `npm start` runs once built): build the app and listen. On SIGTERM or
// SIGINT it stops without losing a request (close-with-grace runs it, its timer armed first): /ready answers 503
// at once and every answer closes its connection; the server answers on for SHUTDOWN_DELAY_SECONDS so a load
// balancer moves traffic away; then the port closes, every request received is finished, the mail worker stops
// between messages, the database closes and it exits 0 — or 1 once SHUTDOWN_GRACE_SECONDS (counted from the
// signal) run out. An uncaught error closes the same way without the delay and exits 1; a second signal exits 1
// at once. The platform (systemd, the container runtime) restarts it.
import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { stdoutLog } from './http/logDestination';
import { fatal } from './startupError';

/** The last lines may wait this long for stdout; a stdout nobody reads cannot hold the exit. */
const FLUSH_MS = 1000;

/** Signals of a fault (a real SIGSEGV cannot run JavaScript safely): left to Node's default, a crash. */
const FAULTS: closeWithGrace.AllEvents[] = ['SIGSEGV', 'SIGBUS', 'SIGFPE', 'SIGILL', 'SIGTRAP', 'SIGABRT'];

export function stopOnSignals(app: FastifyInstance): void {
  const { shutdownGraceSeconds: grace, shutdownDelaySeconds: delay } = app.appConfig;
  closeWithGrace(
    {
      delay: grace * 1000,
      skip: FAULTS,
      logger: { error: (message: unknown) => app.log.error(message) },
      onTimeout: () => app.log.error({ grace_seconds: grace }, 'the stop outlived the grace: exiting'),
    },
    async ({ signal, err }) => {
      const deadline = Date.now() + grace * 1000;
      app.draining = true;
      if (err) app.log.fatal({ err }, 'uncaught error: closing');
      else {
        app.log.info(
          { signal, delay_seconds: delay, grace_seconds: grace },
          'shutting down: /ready says 503',
        );
        await sleep(delay * 1000);
      }
      app.log.info('closing the port: finishing the requests received');
      await app.close();
      app.log.info('closed');
      await stdoutLog().flush(Math.max(0, Math.min(FLUSH_MS, deadline - Date.now() - 100)));
    },
  );
}

export async function serve(): Promise<void> {
  const app = await buildApp();
  stopOnSignals(app);
  const { port, host } = app.appConfig;
  await app.listen({ port, host });
}

if (require.main === module) serve().catch(fatal);
