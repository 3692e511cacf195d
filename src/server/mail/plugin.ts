// Decorates the app with its outbox workers — mail (app.mailer) and SMS (app.sms) — started once the app is ready.
// A stop tells them to stop between messages as the port closes, and waits for them once the requests are done,
// before the database closes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type MailTiming } from './mailer';
import { createSmsSender } from './sms';

export interface MailPluginOptions {
  timing?: Partial<MailTiming>;
}

export default fp<MailPluginOptions>(async function mailPlugin(app: FastifyInstance, options) {
  const mailer = createMailer({
    db: app.db,
    smtpUrl: app.appConfig.smtpUrl,
    from: app.appConfig.mailFrom,
    timing: options.timing,
    log: app.log,
  });
  const sms = createSmsSender({
    db: app.db,
    settings: app.appConfig.sms,
    timing: options.timing,
    log: app.log,
  });
  app.decorate('mailer', mailer);
  app.decorate('sms', sms);
  app.addHook('onReady', async () => {
    mailer.start();
    sms.start();
  });
  let stopped: Promise<unknown> | undefined;
  const stop = () => Promise.all([mailer.stop(), sms.stop()]);
  app.addHook('preClose', async () => {
    stopped = stop();
  });
  app.addHook('onClose', async () => stopped ?? stop());
});
