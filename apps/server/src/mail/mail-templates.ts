import type { InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import { serverTextsFor, type ServerTextKey, type ServerTexts, type ServerTextValues } from '../i18n/server-texts';
import type { Mail } from './mailer';

const PRODUCT = 'Cephalo';
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Every mail is written in its reader's interface language (decision 030): the account's, or the one its request named. */
interface MailTo {
  to: string;
  language: InterfaceLanguageCode;
}

/** One layout for every mail: a plain-text part and an HTML part with the same words and link. */
function layout({
  to,
  texts,
  subject,
  greeting,
  paragraphs,
  action,
  footer,
}: {
  to: string;
  texts: ServerTexts;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: string[];
}): Mail {
  const text = [greeting, '', ...paragraphs.flatMap((paragraph) => [paragraph, '']), `${action.label}: ${action.url}`, '', ...footer, '', `${PRODUCT}`].join(
    '\n',
  );
  const html = `<!doctype html><html lang="${texts.language}"><body style="font-family:system-ui,sans-serif;color:#1b2b24;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#1e7a4c;margin:0 0 16px">${PRODUCT}</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1e7a4c;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#4a5a52">${escapeHtml(texts.t('mail.buttonFallback', { url: action.url }))}</p>
${footer.map((line) => `<p style="font-size:13px;color:#4a5a52">${escapeHtml(line).replace(/https?:\/\/\S+/g, (url) => `<a href="${url}">${url}</a>`)}</p>`).join('\n')}
</body></html>`;
  return { to, subject, text, html };
}

/** What one kind of mail says, as keys of the server's texts (catalogues/<code>.json). */
interface MailWords {
  subject: ServerTextKey;
  paragraphs: ServerTextKey[];
  action: ServerTextKey;
  footer: ServerTextKey;
  /** A paragraph about a value a mail may not have (the placeholder named here) is left out of a mail without it. */
  onlyWith?: Partial<Record<ServerTextKey, string>>;
  /** A mail to an address whose account is not theirs greets them without the username. */
  greetsWithoutName?: boolean;
}

/** Every kind of mail: each is its words drawn by `layout`, so no two can be worded or drawn in different ways. */
const MAIL_WORDS = {
  verify: {
    subject: 'mail.verify.subject',
    paragraphs: ['mail.verify.welcome', 'mail.verify.usernameTaken', 'mail.verify.expiry'],
    onlyWith: { 'mail.verify.usernameTaken': 'takenUsername' },
    action: 'mail.verify.action',
    footer: 'mail.verify.ignore',
  },
  reset: { subject: 'mail.reset.subject', paragraphs: ['mail.reset.intro', 'mail.reset.expiry'], action: 'mail.reset.action', footer: 'mail.reset.ignore' },
  registrationAttempt: {
    subject: 'mail.registrationAttempt.subject',
    paragraphs: ['mail.registrationAttempt.intro', 'mail.registrationAttempt.advice'],
    action: 'mail.logIn',
    footer: 'mail.registrationAttempt.ignore',
  },
  reminder: { subject: 'mail.reminder.subject', paragraphs: ['mail.reminder.body'], action: 'mail.reminder.action', footer: 'mail.reminder.unsubscribe' },
  clinicMemberAttempt: {
    subject: 'mail.clinicMemberAttempt.subject',
    paragraphs: ['mail.clinicMemberAttempt.intro', 'mail.clinicMemberAttempt.advice'],
    action: 'mail.logIn',
    footer: 'mail.clinicMemberAttempt.ignore',
  },
  clinicUsernameTaken: {
    subject: 'mail.clinicUsernameTaken.subject',
    paragraphs: ['mail.clinicUsernameTaken.intro', 'mail.clinicUsernameTaken.advice'],
    action: 'mail.clinicUsernameTaken.action',
    footer: 'mail.clinicUsernameTaken.ignore',
    greetsWithoutName: true,
  },
} satisfies Record<string, MailWords>;

/**
 * `username` greets the reader (and fills `{username}`), `actionUrl` is the address the button opens;
 * `placeholders` fill the others, and one left empty drops the paragraph that needs it (`onlyWith`).
 */
function writeMail(
  kind: keyof typeof MAIL_WORDS,
  { to, language, username, actionUrl }: MailTo & { username: string; actionUrl: string },
  placeholders: Record<string, string | undefined> = {},
): Mail {
  const words: MailWords = MAIL_WORDS[kind];
  const texts = serverTextsFor(language);
  const { t } = texts;
  const values: ServerTextValues = { username };
  for (const [name, value] of Object.entries(placeholders)) if (value !== undefined) values[name] = value;
  const needs = words.onlyWith ?? {};
  return layout({
    to,
    texts,
    subject: t(words.subject),
    greeting: words.greetsWithoutName ? t('mail.greetingWithoutName') : t('mail.greeting', { username }),
    paragraphs: words.paragraphs.filter((key) => needs[key] === undefined || Boolean(values[needs[key]])).map((key) => t(key, values)),
    action: { label: t(words.action), url: actionUrl },
    footer: [t(words.footer, values)],
  });
}

type AccountMail = MailTo & { username: string };

/** `takenUsername`: the username asked for at registration, when another account had it and this one got `username` instead. */
export const verificationMail = ({ url, takenUsername, ...reader }: AccountMail & { url: string; takenUsername?: string | undefined }) =>
  writeMail('verify', { ...reader, actionUrl: url }, { takenUsername });

export const passwordResetMail = ({ url, ...reader }: AccountMail & { url: string }) => writeMail('reset', { ...reader, actionUrl: url });

export const registrationAttemptMail = ({ loginUrl, ...reader }: AccountMail & { loginUrl: string }) =>
  writeMail('registrationAttempt', { ...reader, actionUrl: loginUrl });

/** The button opens the diary; the footer's address stops the reminders. */
export const diaryReminderMail = ({ diaryUrl, unsubscribeUrl, ...reader }: AccountMail & { diaryUrl: string; unsubscribeUrl: string }) =>
  writeMail('reminder', { ...reader, actionUrl: diaryUrl }, { url: unsubscribeUrl });

/** To the owner of an address a clinic administrator typed for a new member, when it already has an account (elsewhere). */
export const clinicMemberAttemptMail = ({ clinicName, loginUrl, ...reader }: AccountMail & { clinicName: string; loginUrl: string }) =>
  writeMail('clinicMemberAttempt', { ...reader, actionUrl: loginUrl }, { clinicName });

/** To the address of a new member whose username, chosen by the clinic administrator, another account already has. */
export const clinicUsernameTakenMail = ({ clinicName, loginUrl, ...reader }: AccountMail & { clinicName: string; loginUrl: string }) =>
  writeMail('clinicUsernameTaken', { ...reader, actionUrl: loginUrl }, { clinicName });
