import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { outboxMails } from '../db/schema';
import type { Mail, Mailer } from './mailer';

/**
 * Without SMTP, mail is kept in the database and its links are printed to the server log, so a
 * person trying the product can still follow a verification or reset link.
 */
export function createOutboxMailer({ db, log }: { db: Database; log: FastifyBaseLogger }): Mailer {
  return {
    name: 'outbox (database and server log)',
    async send(mail: Mail) {
      await db.insert(outboxMails).values(mail);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: mail.to, subject: mail.subject, links }, `mail kept in the outbox: ${mail.subject}`);
    },
    async close() {},
  };
}
