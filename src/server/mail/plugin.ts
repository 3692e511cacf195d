// Decorates the app with its mail worker (app.mailer), started once the app is ready. A stop tells it to stop
// between messages as the port closes, and waits for it once the requests are done, before the database closes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type MailTiming } from './mailer';

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
  app.decorate('mailer', mailer);
  app.addHook('onReady', async () => mailer.start());
  let stopped: Promise<void> | undefined;
  app.addHook('preClose', async () => {
    stopped = mailer.stop();
  });
  app.addHook('onClose', async () => stopped ?? mailer.stop());
});
