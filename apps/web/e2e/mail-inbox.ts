import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The inbox of the browser journeys, backed by a TEST DOUBLE of a mail server: global-setup starts
 * a real SMTP server on 127.0.0.1 (the smtp-server package) that accepts every message the Cephalo
 * server sends (SMTP_URL in playwright.config.ts) and writes it as one JSON file into a folder
 * beside the run's database. Tests read that folder, because they run in other processes than the
 * one holding the server.
 */

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** One folder per run, named after the run's data folder (set once in playwright.config.ts). */
export const mailFolder = (): string => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  return path.resolve(REPO_ROOT, `${dataDir}-mail`);
};

const firstAddress = (to: AddressObject | AddressObject[] | undefined): string | undefined => (Array.isArray(to) ? to[0] : to)?.value[0]?.address;

/** TEST DOUBLE: starts the SMTP server that files every mail; returns the function that stops it. */
export async function startSmtpTestDouble({ port }: { port: number }): Promise<() => Promise<void>> {
  const folder = mailFolder();
  fs.mkdirSync(folder, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on localhost: nodemailer would otherwise try to upgrade to TLS without a certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            to: (firstAddress(parsed.to) ?? session.envelope.rcptTo[0]?.address ?? '').toLowerCase(),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          };
          received += 1;
          // Names sort in arrival order; written then renamed, so no reader sees half a file.
          const name = `${Date.now()}-${String(received).padStart(6, '0')}.json`;
          const partial = path.join(folder, `.${name}.partial`);
          fs.writeFileSync(partial, JSON.stringify(mail, null, 2));
          fs.renameSync(partial, path.join(folder, name));
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Every mail received so far, oldest first. */
export const readMails = (): ReceivedMail[] => {
  const folder = mailFolder();
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as ReceivedMail);
};

/** Waits for the first mail to `to` that `predicate` accepts (the test's timeout still applies). */
export async function waitForMail(
  to: string,
  predicate: (mail: ReceivedMail) => boolean = () => true,
  { timeoutMs = 10_000 }: { timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readMails().find((item) => item.to === to.toLowerCase() && predicate(item));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The full address of the link of `mail` to `pathname` (such as /verify-email), as the person would open it. */
export const linkFrom = (mail: ReceivedMail, pathname: string): string => {
  const link = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((address) => new URL(address))
    .find((url) => url.pathname === pathname);
  if (!link) throw new Error(`no ${pathname} link in the mail "${mail.subject}"`);
  return link.href;
};
