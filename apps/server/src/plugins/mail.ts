import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDemoMode } from '../config/env';
import type { Mailer } from '../mail/mailer';
import { createOutboxMailer } from '../mail/outbox-mailer';
import { createSmtpMailer } from '../mail/smtp-mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** SMTP when SMTP_URL is set, otherwise the outbox; the log says which at start. */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const mailer = app.config.SMTP_URL
    ? createSmtpMailer({ url: app.config.SMTP_URL, from: app.config.MAIL_FROM })
    : createOutboxMailer({ db: app.db, log: app.log, keepLinks: isDemoMode(app.config) });
  app.decorate('mailer', mailer);
  app.log.info(`mail delivery: ${mailer.name}`);
  app.addHook('onClose', async () => mailer.close());
});
