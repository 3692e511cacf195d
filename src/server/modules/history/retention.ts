// HISTORY_RETENTION_DAYS: entries older than that are deleted at start and then daily (on every node: the delete
// is idempotent). Unset, the history keeps everything.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { isoNow } from '../../db/time';

const DAY_SECONDS = 86_400;

const retention: FastifyPluginAsync = async (app) => {
  const days = app.appConfig.historyRetentionDays;
  if (!days) return;
  const prune = async () => {
    try {
      const cut = isoNow(-days * DAY_SECONDS);
      const gone = await app.db.deleteFrom('history').where('created_at', '<', cut).executeTakeFirst();
      if (Number(gone.numDeletedRows) > 0)
        app.log.info({ deleted: Number(gone.numDeletedRows), before: cut }, 'history retention');
    } catch (error) {
      app.log.warn({ err: error }, 'history retention failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(() => void prune(), DAY_SECONDS * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};

export default fp(retention, { name: 'history-retention' });
