import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * TEST DOUBLE of a mail server: a real SMTP server on 127.0.0.1 (the smtp-server package) that
 * accepts any message and keeps it parsed, so tests read mails and follow their links.
 */
export interface SmtpDouble {
  url: string;
  mails: ParsedMail[];
  /** Waits for the mail number `index` (0 = first) sent to `to` and returns it. */
  waitForMail(to: string, index?: number, timeoutMs?: number): Promise<ParsedMail>;
  mailsTo(to: string): ParsedMail[];
  close(): Promise<void>;
}

export async function startSmtpDouble(): Promise<SmtpDouble> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const recipientOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text)?.toLowerCase() ?? '';
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMail(to, index = 0, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = mails.filter((item) => recipientOf(item) === to.toLowerCase())[index];
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no mail number ${index + 1} to ${to} within ${timeoutMs} ms`);
    },
    mailsTo: (to) => mails.filter((item) => recipientOf(item) === to.toLowerCase()),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first link of a mail's plain-text part that contains `path`. */
export function linkIn(mail: ParsedMail, path: string): URL {
  const link = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((url) => url.includes(path));
  if (!link) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return new URL(link);
}
