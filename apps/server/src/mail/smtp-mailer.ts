import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer';

/** Real SMTP through nodemailer: smtp://user:pass@host:587 or smtps://... for TLS from the start. */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    name: `SMTP (${new URL(url).host})`,
    async send(mail: Mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    async close() {
      transport.close();
    },
  };
}
