import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isLoopbackUrl } from '../lib/loopback.ts';
import { createMailer, type Mailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Decorates `app.mailer`; the auth and contact modules send through it. */
export const mailerPlugin = fp(async (app: FastifyInstance) => {
  const mailer = createMailer({
    smtpUrl: app.config.SMTP_URL,
    from: app.config.MAIL_FROM,
    log: app.log,
  });
  // Config lets this happen off loopback only with MAIL_LOG=true (decision 0017): say so once.
  if (!app.config.SMTP_URL && !isLoopbackUrl(app.config.APP_URL)) {
    app.log.warn('MAIL_LOG=true: mails, with their sign-in links, are written to the log');
  }
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
});
