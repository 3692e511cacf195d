// Every node schedules the daily reminders (unless REMINDERS_SCHEDULE=false): on PostgreSQL through pg-boss, in
// its own schema beside the product's; on SQLite in-process (scheduler.ts). Started once the app is ready, stopped
// before the database closes.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { runReminders } from './run';
import { bossScheduler, inProcessScheduler, type Scheduler } from './scheduler';

const schedulerPlugin: FastifyPluginAsync = async (app) => {
  const config = app.appConfig;
  if (!config.reminders.schedule) return;
  const options = {
    db: app.db,
    time: config.reminders.time,
    timeZone: config.classes.timeZone,
    log: app.log,
    run: async (at: Date) => {
      const report = await runReminders(
        app.db,
        { timeZone: config.classes.timeZone, gymName: config.gymName },
        at,
      );
      app.log.info({ report }, 'reminders run done');
      app.mailer.kick();
      app.sms.kick();
      return report;
    },
  };
  const scheduler: Scheduler =
    app.dialect === 'postgres' && config.databaseUrl
      ? bossScheduler({ ...options, databaseUrl: config.databaseUrl, schema: 'pgboss' })
      : inProcessScheduler(options);
  app.addHook('onReady', async () => {
    await scheduler.start();
  });
  app.addHook('preClose', async () => {
    await scheduler.stop();
  });
};

export default fp(schedulerPlugin, { name: 'reminder-scheduler', dependencies: [] });
