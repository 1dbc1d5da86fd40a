import type { InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import { serverTextsFor, type ServerTexts } from '../i18n/server-texts';
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

/** `takenUsername`: the username asked for at registration, when another account had it and this one got `username` instead. */
export const verificationMail = ({
  to,
  language,
  username,
  url,
  takenUsername,
}: MailTo & { username: string; url: string; takenUsername?: string | undefined }) => {
  const texts = serverTextsFor(language);
  const { t } = texts;
  return layout({
    to,
    texts,
    subject: t('mail.verify.subject'),
    greeting: t('mail.greeting', { username }),
    paragraphs: [t('mail.verify.welcome'), ...(takenUsername ? [t('mail.verify.usernameTaken', { takenUsername, username })] : []), t('mail.verify.expiry')],
    action: { label: t('mail.verify.action'), url },
    footer: [t('mail.verify.ignore')],
  });
};

export const passwordResetMail = ({ to, language, username, url }: MailTo & { username: string; url: string }) => {
  const texts = serverTextsFor(language);
  const { t } = texts;
  return layout({
    to,
    texts,
    subject: t('mail.reset.subject'),
    greeting: t('mail.greeting', { username }),
    paragraphs: [t('mail.reset.intro'), t('mail.reset.expiry')],
    action: { label: t('mail.reset.action'), url },
    footer: [t('mail.reset.ignore')],
  });
};

export const registrationAttemptMail = ({ to, language, username, loginUrl }: MailTo & { username: string; loginUrl: string }) => {
  const texts = serverTextsFor(language);
  const { t } = texts;
  return layout({
    to,
    texts,
    subject: t('mail.registrationAttempt.subject'),
    greeting: t('mail.greeting', { username }),
    paragraphs: [t('mail.registrationAttempt.intro'), t('mail.registrationAttempt.advice')],
    action: { label: t('mail.logIn'), url: loginUrl },
    footer: [t('mail.registrationAttempt.ignore')],
  });
};

export const diaryReminderMail = ({
  to,
  language,
  username,
  diaryUrl,
  unsubscribeUrl,
}: MailTo & { username: string; diaryUrl: string; unsubscribeUrl: string }) => {
  const texts = serverTextsFor(language);
  const { t } = texts;
  return layout({
    to,
    texts,
    subject: t('mail.reminder.subject'),
    greeting: t('mail.greeting', { username }),
    paragraphs: [t('mail.reminder.body')],
    action: { label: t('mail.reminder.action'), url: diaryUrl },
    footer: [t('mail.reminder.unsubscribe', { url: unsubscribeUrl })],
  });
};

/** To the owner of an address a clinic administrator typed for a new member, when it already has an account (elsewhere). */
export const clinicMemberAttemptMail = ({
  to,
  language,
  username,
  clinicName,
  loginUrl,
}: MailTo & { username: string; clinicName: string; loginUrl: string }) => {
  const texts = serverTextsFor(language);
  const { t } = texts;
  return layout({
    to,
    texts,
    subject: t('mail.clinicMemberAttempt.subject'),
    greeting: t('mail.greeting', { username }),
    paragraphs: [t('mail.clinicMemberAttempt.intro', { clinicName }), t('mail.clinicMemberAttempt.advice')],
    action: { label: t('mail.logIn'), url: loginUrl },
    footer: [t('mail.clinicMemberAttempt.ignore')],
  });
};

/** To the address of a new member whose username, chosen by the clinic administrator, another account already has. */
export const clinicUsernameTakenMail = ({
  to,
  language,
  username,
  clinicName,
  loginUrl,
}: MailTo & { username: string; clinicName: string; loginUrl: string }) => {
  const texts = serverTextsFor(language);
  const { t } = texts;
  return layout({
    to,
    texts,
    subject: t('mail.clinicUsernameTaken.subject'),
    greeting: t('mail.greetingWithoutName'),
    paragraphs: [t('mail.clinicUsernameTaken.intro', { clinicName, username }), t('mail.clinicUsernameTaken.advice')],
    action: { label: t('mail.clinicUsernameTaken.action'), url: loginUrl },
    footer: [t('mail.clinicUsernameTaken.ignore')],
  });
};
