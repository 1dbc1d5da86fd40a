import type { Mail } from './mailer';

const PRODUCT = 'Cephalo';
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** One layout for every mail: a plain-text part and an HTML part with the same words and link. */
function layout({
  to,
  subject,
  greeting,
  paragraphs,
  action,
  footer,
}: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: string[];
}): Mail {
  const text = [greeting, '', ...paragraphs.flatMap((paragraph) => [paragraph, '']), `${action.label}: ${action.url}`, '', ...footer, '', `${PRODUCT}`].join(
    '\n',
  );
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1b2b24;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#1e7a4c;margin:0 0 16px">${PRODUCT}</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1e7a4c;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#4a5a52">If the button does not work, open this address: ${escapeHtml(action.url)}</p>
${footer.map((line) => `<p style="font-size:13px;color:#4a5a52">${line.replace(/https?:\/\/\S+/g, (url) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`)}</p>`).join('\n')}
</body></html>`;
  return { to, subject, text, html };
}

/** `takenUsername`: the username asked for at registration, when another account had it and this one got `username` instead. */
export const verificationMail = ({ to, username, url, takenUsername }: { to: string; username: string; url: string; takenUsername?: string | undefined }) =>
  layout({
    to,
    subject: `${PRODUCT}: please verify your e-mail address`,
    greeting: `Hello ${username},`,
    paragraphs: [
      'Welcome to Cephalo. Please confirm that this e-mail address is yours, so you can log in.',
      ...(takenUsername
        ? [`The username "${takenUsername}" was already taken, so your account's username is "${username}". You can also log in with this e-mail address.`]
        : []),
      'The link works once and expires in 24 hours.',
    ],
    action: { label: 'Verify my e-mail', url },
    footer: ['If you did not create an account, you can ignore this e-mail.'],
  });

export const passwordResetMail = ({ to, username, url }: { to: string; username: string; url: string }) =>
  layout({
    to,
    subject: `${PRODUCT}: reset your password`,
    greeting: `Hello ${username},`,
    paragraphs: [
      'Someone asked to reset the password of your Cephalo account. If it was you, choose a new password with the link below.',
      'The link works once and expires in 30 minutes.',
    ],
    action: { label: 'Choose a new password', url },
    footer: ['If you did not ask for this, you can ignore this e-mail: your password stays as it is.'],
  });

export const registrationAttemptMail = ({ to, username, loginUrl }: { to: string; username: string; loginUrl: string }) =>
  layout({
    to,
    subject: `${PRODUCT}: someone tried to register with your address`,
    greeting: `Hello ${username},`,
    paragraphs: [
      'Someone tried to create a new Cephalo account with this e-mail address, which already has an account. No new account was created.',
      'If it was you, log in with your existing account; if you forgot the password, use "Forgot password" on the login screen.',
    ],
    action: { label: 'Log in', url: loginUrl },
    footer: ['If it was not you, you can ignore this e-mail: your account is unchanged.'],
  });

export const diaryReminderMail = ({ to, username, diaryUrl, unsubscribeUrl }: { to: string; username: string; diaryUrl: string; unsubscribeUrl: string }) =>
  layout({
    to,
    subject: `${PRODUCT}: a moment for today's diary`,
    greeting: `Hello ${username},`,
    paragraphs: ["You have not written today's headache diary yet. A minute now, with or without a headache, makes your calendar and forecast more accurate."],
    action: { label: "Write today's entry", url: diaryUrl },
    footer: [`You receive this reminder because the diary is part of your plan. To stop these e-mails: ${unsubscribeUrl}`],
  });

/** To the owner of an address a clinic administrator typed for a new member, when it already has an account (elsewhere). */
export const clinicMemberAttemptMail = ({ to, username, clinicName, loginUrl }: { to: string; username: string; clinicName: string; loginUrl: string }) =>
  layout({
    to,
    subject: `${PRODUCT}: a clinic tried to add your address`,
    greeting: `Hello ${username},`,
    paragraphs: [
      `The clinic "${clinicName}" tried to create a new Cephalo account with this e-mail address, which already has an account. No new account was created.`,
      'If you expected this, tell the clinic that you already have an account: an account belongs to one clinic.',
    ],
    action: { label: 'Log in', url: loginUrl },
    footer: ['If you do not know this clinic, you can ignore this e-mail: your account is unchanged.'],
  });

/** To the address of a new member whose username, chosen by the clinic administrator, another account already has. */
export const clinicUsernameTakenMail = ({ to, username, clinicName, loginUrl }: { to: string; username: string; clinicName: string; loginUrl: string }) =>
  layout({
    to,
    subject: `${PRODUCT}: your clinic could not create your account yet`,
    greeting: 'Hello,',
    paragraphs: [
      `The clinic "${clinicName}" tried to create a Cephalo account for this e-mail address with the username "${username}". Another account already has that username, so no account was created.`,
      'Please ask the clinic to add you again with another username.',
    ],
    action: { label: 'Open Cephalo', url: loginUrl },
    footer: ['If you do not know this clinic, you can ignore this e-mail.'],
  });
