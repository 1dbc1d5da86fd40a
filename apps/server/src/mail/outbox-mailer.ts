import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { outboxMails } from '../db/schema';
import type { Mail, Mailer } from './mailer';

const LINK = /https?:\/\/[^\s"<>]+/g;
export const WITHHELD_LINK = '[link withheld: this server sends no e-mail until SMTP_URL is set]';

/**
 * Without SMTP, mail is kept in the database outbox. In demo mode its links stay usable and are
 * printed to the server log, so a person trying the product can follow a verification or reset
 * link. Otherwise a link that grants access (verify, reset, unsubscribe) is neither logged nor
 * stored: the outbox keeps the mail with the link withheld, and the log says SMTP is missing.
 */
export function createOutboxMailer({ db, log, keepLinks }: { db: Database; log: FastifyBaseLogger; keepLinks: boolean }): Mailer {
  return {
    name: keepLinks ? 'outbox (database and server log, demo mode)' : 'outbox without links (set SMTP_URL to deliver mail)',
    async send(mail: Mail) {
      if (keepLinks) {
        await db.insert(outboxMails).values(mail);
        log.info({ to: mail.to, subject: mail.subject, links: mail.text.match(LINK) ?? [] }, `mail kept in the outbox: ${mail.subject}`);
        return;
      }
      await db.insert(outboxMails).values({ ...mail, text: mail.text.replace(LINK, WITHHELD_LINK), html: mail.html.replace(LINK, WITHHELD_LINK) });
      log.warn({ subject: mail.subject }, 'mail not delivered: SMTP_URL is not set (kept in the outbox without its link)');
    },
    async close() {},
  };
}
