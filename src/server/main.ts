// Entry point: build the app, listen, and close gracefully on SIGINT/SIGTERM (in-flight requests finish, the DB pool closes).
import { buildApp } from './app';

async function main() {
  const app = await buildApp();
  const { port, host } = app.appConfig;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  // Under `npm start`'s supervisor (an IPC channel): if the supervisor itself dies, close instead of living on.
  if (process.send) process.once('disconnect', () => shutdown('supervisor exited'));
  await app.listen({ port, host });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
