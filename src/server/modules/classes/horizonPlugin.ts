// Every node keeps each schedule's sessions made to the horizon: once when it starts and every six hours after
// (making sessions is idempotent, so nodes doing it together add each session once).
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { extendHorizons } from './repository';

const SIX_HOURS = 6 * 3_600_000;

const horizonPlugin: FastifyPluginAsync = async (app) => {
  const extend = () =>
    extendHorizons(app.db, app.appConfig.classes).catch((error: unknown) =>
      app.log.error({ err: error }, 'class sessions could not be extended'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await extend();
    timer = setInterval(() => void extend(), SIX_HOURS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};

export default fp(horizonPlugin, { name: 'class-horizon' });
