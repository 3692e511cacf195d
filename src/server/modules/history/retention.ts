// HISTORY_RETENTION_DAYS: entries older than that are deleted at start and then daily (on every node: the delete
// is idempotent). Unset, the history keeps everything.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isoNow } from '../../db/time';

const DAY_SECONDS = 86_400;

/** Deletes the entries older than `days`; answers how many went and the cut. */
export async function pruneHistory(db: Kysely<Database>, days: number) {
  const cut = isoNow(-days * DAY_SECONDS);
  const gone = await db.deleteFrom('history').where('created_at', '<', cut).executeTakeFirst();
  return { deleted: Number(gone.numDeletedRows), cut };
}

const retention: FastifyPluginAsync = async (app) => {
  const days = app.appConfig.historyRetentionDays;
  if (!days) return;
  const prune = async () => {
    try {
      const { deleted, cut } = await pruneHistory(app.db, days);
      if (deleted > 0) app.log.info({ deleted, before: cut }, 'history retention');
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
