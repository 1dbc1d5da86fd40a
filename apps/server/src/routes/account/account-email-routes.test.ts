import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aDiaryInput } from '@cephalo/shared/testing/diary-entry-builder';
import { emailTokens, outboxMails, users } from '../../db/schema';
import { hashEmailToken } from '../../domain/account-email/hash-email-token';
import { sendDueDiaryReminders } from '../../domain/account-email/send-due-diary-reminders';
import { TEST_PASSWORD, bearerFor, createTestClinic, createTestKey, createTestUser } from '../../../test/builders';
import { linkIn, startSmtpDouble, type SmtpDouble } from '../../../test/doubles/smtp-double';
import { setupTestApp } from '../../../test/test-app';

let smtp: SmtpDouble;
beforeAll(async () => {
  smtp = await startSmtpDouble();
});
afterAll(async () => smtp.close());
const t = setupTestApp(() => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://cephalo.example', ASSISTANT_STREAM_DELAY_MS: '0' }));

let counter = 0;
const unique = () => `mailuser${Date.now().toString(36)}${(counter += 1)}`;
const json = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const form = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
const login = (username: string, password: string) => form('/api/token', { username, password });

async function registerNewPatient() {
  const { clinic } = await createTestClinic(t.db);
  const key = await createTestKey(t.db, { clinicId: clinic.id });
  const name = unique();
  const email = `${name}@example.test`;
  expect((await json('/api/register', { email, username: name, password: 'first-pass', register_key: key.key, role: 'USER' })).statusCode).toBe(201);
  return { email, username: name };
}

describe('e-mail verification', () => {
  it('mails a verification link on registration; the link verifies once; login works only after it', async () => {
    const { email, username } = await registerNewPatient();
    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toMatch(/Cephalo: please verify your e-mail address/);
    expect(mail.text).toContain(`Hello ${username}`);
    expect(mail.html).toContain('Verify my e-mail');
    const link = linkIn(mail, '/verify-email');
    expect(link.origin).toBe('https://cephalo.example');
    const token = link.searchParams.get('verify_token')!;
    expect(token.length).toBeGreaterThanOrEqual(43);

    expect((await login(email, 'first-pass')).statusCode).toBe(400);
    const verified = await json('/api/verify-email', { verify_token: token });
    expect(verified.statusCode).toBe(200);
    expect((await login(email, 'first-pass')).statusCode).toBe(200);
    expect(verified.json()).toEqual({ detail: 'Your e-mail address is verified. You can log in now.', already_verified: false });
    // Used again, the link only says what is left to do: log in.
    const again = await json('/api/verify-email', { verify_token: token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ detail: 'Your e-mail address is already verified. You can log in.', already_verified: true });
    expect((await json('/api/verify-email', {})).statusCode).toBe(400);
  });

  it('answers 410 for an expired link and 400 for an unknown one, so the screen can offer a new link', async () => {
    const { email } = await registerNewPatient();
    const token = linkIn(await smtp.waitForMail(email), '/verify-email').searchParams.get('verify_token')!;
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await t.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailTokens.userId, user!.id));
    const expired = await json('/api/verify-email', { verify_token: token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().detail).toBe('This verification link has expired or was already used. Ask for a new link with your e-mail address.');
    const unknown = await json('/api/verify-email', { verify_token: token.slice(0, -4) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('This verification link is not valid. Ask for a new link with your e-mail address.');
    expect((await login(email, 'first-pass')).statusCode).toBe(400);
  });

  it('stores tokens only as hashes', async () => {
    const { email } = await registerNewPatient();
    const token = linkIn(await smtp.waitForMail(email), '/verify-email').searchParams.get('verify_token')!;
    const stored = await t.db.select({ hash: emailTokens.tokenHash }).from(emailTokens);
    expect(stored.some((row) => row.hash === token)).toBe(false);
  });
});

describe('a new verification link', () => {
  const resend = (email: string) => json('/api/resend-verification', { email });

  it('mails a new link that verifies to an unverified address; the expired first link stays refused', async () => {
    const { email } = await registerNewPatient();
    const firstToken = linkIn(await smtp.waitForMail(email), '/verify-email').searchParams.get('verify_token')!;
    await t.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailTokens.tokenHash, hashEmailToken(firstToken)));
    const answer = await resend(email.toUpperCase());
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ detail: 'If this address has an account that is not verified yet, a new verification link is on its way.' });
    const mail = await smtp.waitForMail(email, 1);
    expect(mail.subject).toMatch(/please verify your e-mail address/);
    const newToken = linkIn(mail, '/verify-email').searchParams.get('verify_token')!;
    expect(newToken).not.toBe(firstToken);
    expect((await json('/api/verify-email', { verify_token: firstToken })).statusCode).toBe(410);
    expect((await json('/api/verify-email', { verify_token: newToken })).json().already_verified).toBe(false);
    expect((await login(email, 'first-pass')).statusCode).toBe(200);
  });

  it('answers the same for unknown and verified addresses and mails neither', async () => {
    const verified = await createTestUser(t.db);
    const unknown = await resend('nobody-verifies@example.test');
    const known = await resend(verified.email);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mailsTo('nobody-verifies@example.test')).toEqual([]);
    expect(smtp.mailsTo(verified.email)).toEqual([]);
    expect((await resend('not-an-address')).statusCode).toBe(400);
    expect((await json('/api/resend-verification', {})).statusCode).toBe(400);
  });

  it('mails at most 3 verification links an hour to one address, the one of the registration included', async () => {
    const { email } = await registerNewPatient();
    await smtp.waitForMail(email);
    for (let index = 0; index < 4; index += 1) expect((await resend(email)).statusCode).toBe(200);
    await smtp.waitForMail(email, 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mailsTo(email)).toHaveLength(3);
  });
});

describe('forgotten password', () => {
  it('answers 200 for known and unknown addresses alike, and mails only a known one', async () => {
    const user = await createTestUser(t.db);
    const unknown = await json('/api/forgot-password', { email: 'nobody-here@example.test' });
    const known = await json('/api/forgot-password', { email: user.email.toUpperCase() });
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(smtp.mailsTo('nobody-here@example.test')).toEqual([]);
    const mail = await smtp.waitForMail(user.email);
    expect(mail.subject).toMatch(/reset your password/);
    expect((await json('/api/forgot-password', { email: 'not-an-address' })).statusCode).toBe(400);
  });

  it('resets with the mailed token: new password works, old does not, token is single use; the reset token cannot verify', async () => {
    const user = await createTestUser(t.db);
    await json('/api/forgot-password', { email: user.email });
    const token = linkIn(await smtp.waitForMail(user.email), '/reset-password').searchParams.get('reset_token')!;
    expect((await json('/api/verify-email', { verify_token: token })).statusCode).toBe(400);
    const reset = await json('/api/reset-password-email', { reset_token: token, new_password: 'brand-new-pass' });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, 'brand-new-pass')).statusCode).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    const reused = await json('/api/reset-password-email', { reset_token: token, new_password: 'another-pass' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().detail).toMatch(/invalid, used or expired/);
  });

  it('refuses an expired reset token, an access token as a reset token, and a new password of 4 characters', async () => {
    const user = await createTestUser(t.db);
    await json('/api/forgot-password', { email: user.email });
    const token = linkIn(await smtp.waitForMail(user.email), '/reset-password').searchParams.get('reset_token')!;
    expect((await json('/api/reset-password-email', { reset_token: token, new_password: 'abcd' })).json().detail).toMatch(/at least 5 characters/);
    await t.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailTokens.userId, user.id));
    expect((await json('/api/reset-password-email', { reset_token: token, new_password: 'valid-pass' })).statusCode).toBe(400);
    const accessToken = (await bearerFor(t.app, user.email)).slice('Bearer '.length);
    expect((await json('/api/reset-password-email', { reset_token: accessToken, new_password: 'valid-pass' })).statusCode).toBe(400);
  });

  it('mails at most 3 reset links an hour to one address', async () => {
    const user = await createTestUser(t.db);
    for (let index = 0; index < 5; index += 1) expect((await json('/api/forgot-password', { email: user.email })).statusCode).toBe(200);
    await smtp.waitForMail(user.email, 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mailsTo(user.email)).toHaveLength(3);
  });
});

describe('password change while signed in', () => {
  it('needs the right current password and ends every session', async () => {
    const user = await createTestUser(t.db);
    const session = await bearerFor(t.app, user.email);
    const otherSession = await bearerFor(t.app, user.username);
    const wrong = await form('/api/reset-password', { current_password: 'wrong', new_password: 'changed-pass' }, { authorization: session });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('The current password is not correct.');
    expect((await form('/api/reset-password', { current_password: TEST_PASSWORD, new_password: 'changed-pass' })).statusCode).toBe(401);
    const changed = await form('/api/reset-password', { current_password: TEST_PASSWORD, new_password: 'changed-pass' }, { authorization: session });
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: otherSession } })).statusCode).toBe(401);
    expect((await login(user.email, 'changed-pass')).statusCode).toBe(200);
  });
});

describe('diary reminders and unsubscribe', () => {
  it('sends one reminder a day to a patient with the diary and no entry, even when two runs race; unsubscribing stops them', async () => {
    const premium = await createTestUser(t.db, { plan: 'Premium' });
    const basic = await createTestUser(t.db, { plan: 'Basic' });
    const logged = await createTestUser(t.db, { plan: 'Premium' });
    await t.app.inject({
      method: 'POST',
      url: '/api/diaries',
      headers: { authorization: await bearerFor(t.app, logged.email), 'x-time-zone': 'UTC' },
      payload: aDiaryInput({ input_date: new Date().toISOString().slice(0, 10), sleep_hours: 7, stress_level: 2 }),
    });
    const run = () => sendDueDiaryReminders({ db: t.db, mailer: t.app.mailer, publicUrl: t.config.PUBLIC_URL, reminderHour: 0, log: t.app.log });
    await Promise.all([run(), run()]);
    const mail = await smtp.waitForMail(premium.email);
    expect(mail.subject).toMatch(/today's diary/);
    await run();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mailsTo(premium.email)).toHaveLength(1);
    expect(smtp.mailsTo(basic.email)).toEqual([]);
    expect(smtp.mailsTo(logged.email)).toEqual([]);

    const token = linkIn(mail, '/unsubscribe').searchParams.get('unsubscribe_token')!;
    const unsubscribed = await json('/api/unsubscribe', { unsubscribe_token: token });
    expect(unsubscribed.json()).toEqual({ detail: 'You have successfully been unsubscribed', already_unsubscribed: false });
    const [row] = await t.db.select({ isUnsubscribed: users.isUnsubscribed }).from(users).where(eq(users.id, premium.id));
    expect(row?.isUnsubscribed).toBe(true);
    // The link stays valid; used twice it says so rather than pretending to unsubscribe again.
    const twice = await json('/api/unsubscribe', { unsubscribe_token: token });
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({ detail: 'This address is already unsubscribed. You get no reminder e-mails.', already_unsubscribed: true });
    expect((await json('/api/unsubscribe', { unsubscribe_token: 'x'.repeat(43) })).statusCode).toBe(400);
  });
});

describe('without SMTP', () => {
  const outbox = setupTestApp({ PUBLIC_URL: 'https://cephalo.example', DEMO_SEED: 'true' });
  it('keeps the mail in the database outbox', async () => {
    const user = await createTestUser(outbox.db);
    await outbox.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } });
    // The mail is sent after the answer, so a known address takes no longer than an unknown one.
    await expect.poll(async () => (await outbox.db.select().from(outboxMails).where(eq(outboxMails.to, user.email))).length).toBe(1);
    const [mail] = await outbox.db.select().from(outboxMails).where(eq(outboxMails.to, user.email));
    expect(mail?.text).toContain('https://cephalo.example/reset-password?reset_token=');
    expect(mail?.html).toContain('<a href="https://cephalo.example/reset-password?reset_token=');
  });
});

describe('mail rate limit per client', () => {
  const limited = setupTestApp({ MAIL_RATE_LIMIT_PER_MINUTE: '2' });
  it('answers 429 to a third new verification link within the minute', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      statuses.push(
        (await limited.app.inject({ method: 'POST', url: '/api/resend-verification', payload: { email: `verify${index}@example.test` } })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('answers 429 with a detail past the limit', async () => {
    const statuses: number[] = [];
    let last = '';
    for (let index = 0; index < 3; index += 1) {
      const response = await limited.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: `someone${index}@example.test` } });
      statuses.push(response.statusCode);
      last = response.json().detail;
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(last).toMatch(/Rate limit exceeded/);
  });
});
