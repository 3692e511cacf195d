// `npm run reminders -- [--at <ISO time>]`: one reminders run at that moment (now by default), for operators and
// tests; what it queues is sent by the running servers' outbox workers. Safe beside the scheduler: a run decides
// each reminder once.
import { setOutboxSecret } from '../../db/repositories/outbox';
import type { ModuleCommand } from '../module';
import { runReminders } from './run';

export const remindersCommand: ModuleCommand = async (args, { log, config, withDatabase }) => {
  const index = args.indexOf('--at');
  const raw = index >= 0 ? args[index + 1] : undefined;
  const at = raw === undefined ? new Date() : new Date(raw);
  if (Number.isNaN(at.getTime())) throw new Error('usage: npm run reminders -- [--at <ISO time>]');
  // No app is built here (app.ts sets the key there): without it the first queued message is refused. The same
  // JWT secret as the servers', so their outbox workers read the bodies.
  setOutboxSecret(config.jwtSecret);
  await withDatabase(async (db) => {
    const report = await runReminders(db, { timeZone: config.classes.timeZone, gymName: config.gymName }, at);
    log.info({ ...report }, `reminders for ${report.day}: ${report.total} decided`);
  });
};
