// A stop that loses no request (main.ts runs it on SIGTERM/SIGINT): `draining` turns /ready 503 and every answer
// from then on says `Connection: close`, so kept-alive clients and proxies (nginx's upstream pool) take their
// connection elsewhere instead of holding the stop. Once the port is closed, a connection whose answer began
// before the drain goes idle still kept alive; Node closes idle connections only once, when the port closes, so
// they are closed as they appear and close() ends when the last request does.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const IDLE_SWEEP_MS = 100;

export default fp(async function drain(app: FastifyInstance) {
  app.decorate('draining', false);
  app.addHook('onSend', async (_request, reply) => {
    if (app.draining) reply.header('connection', 'close');
  });
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    app.draining = true;
    sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweep));
});
