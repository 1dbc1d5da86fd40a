import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { sendDueDiaryReminders } from '../domain/account-email/send-due-diary-reminders';
import { bearerFor, createTestClinic, createTestKey, createTestUser } from '../../test/builders';
import { startSmtpDouble, type SmtpDouble } from '../../test/doubles/smtp-double';
import { setupTestApp } from '../../test/test-app';

/**
 * What the server writes for a person is in that person's language (issue 36 point 4, decision
 * 030): the interface language in the profile, the registration's, a mail asked for in a language,
 * a `detail` in the request's Accept-Language, and English, word for word, for everyone else.
 */
let smtp: SmtpDouble;
beforeAll(async () => {
  smtp = await startSmtpDouble();
});
afterAll(async () => smtp.close());
const t = setupTestApp(() => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://cephalo.example' }));

let counter = 0;
const unique = () => `lang${Date.now().toString(36)}${(counter += 1)}`;
const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });

async function register(extra: object, headers: Record<string, string> = {}) {
  const { clinic } = await createTestClinic(t.db);
  const key = await createTestKey(t.db, { clinicId: clinic.id });
  const username = unique();
  const email = `${username}@example.test`;
  const response = await post('/api/register', { email, username, password: 'first-pass', register_key: key.key, role: 'USER', ...extra }, headers);
  expect(response.statusCode).toBe(201);
  return { email, username };
}

const storedLanguageOf = async (email: string) =>
  (await t.db.select({ language: users.interfaceLanguage }).from(users).where(eq(users.email, email)))[0]?.language;

describe('e-mails in the reader’s language', () => {
  it('writes the verification mail in the language chosen on the registration screen, and keeps it for the account', async () => {
    const { email, username } = await register({ interface_language: 'sr' });
    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toBe('Cephalo: потврдите своју адресу е-поште');
    expect(mail.text).toContain(`Здраво, ${username},`);
    expect(mail.text).toContain('Веза ради једном и истиче за 24 сата.');
    expect(mail.html).toContain('<html lang="sr">');
    expect(mail.html).toContain('Потврди моју е-пошту');
    expect(await storedLanguageOf(email)).toBe('sr');
  });

  it('takes the registration’s language from Accept-Language when the body names none, and English without either', async () => {
    const greek = await register({}, { 'accept-language': 'el-GR,el;q=0.9,en;q=0.8' });
    expect((await smtp.waitForMail(greek.email)).subject).toBe('Cephalo: επιβεβαιώστε τη διεύθυνση email σας');
    expect(await storedLanguageOf(greek.email)).toBe('el');
    const plain = await register({});
    expect((await smtp.waitForMail(plain.email)).subject).toBe('Cephalo: please verify your e-mail address');
    expect(await storedLanguageOf(plain.email)).toBe('en');
  });

  it('writes a reset mail in the language the request names, else in the account’s own', async () => {
    const patient = await createTestUser(t.db);
    await t.db.update(users).set({ interfaceLanguage: 'sr' }).where(eq(users.id, patient.id));
    expect((await post('/api/forgot-password', { email: patient.email })).statusCode).toBe(200);
    expect((await smtp.waitForMail(patient.email)).subject).toBe('Cephalo: промена лозинке');
    expect((await post('/api/forgot-password', { email: patient.email, interface_language: 'ja' })).statusCode).toBe(200);
    expect((await smtp.waitForMail(patient.email, 1)).subject).toBe('Cephalo：パスワードの再設定');
    expect((await post('/api/forgot-password', { email: patient.email }, { 'accept-language': 'de' })).statusCode).toBe(200);
    expect((await smtp.waitForMail(patient.email, 2)).subject).toBe('Cephalo: Passwort zurücksetzen');
  });

  it('sends a Serbian patient’s diary reminder in Serbian, its unsubscribe line too', async () => {
    const patient = await createTestUser(t.db);
    await t.db.update(users).set({ interfaceLanguage: 'sr', timeZone: 'UTC' }).where(eq(users.id, patient.id));
    await sendDueDiaryReminders({ db: t.db, mailer: t.app.mailer, publicUrl: t.config.PUBLIC_URL, reminderHour: 0, log: t.app.log });
    const mail = await smtp.waitForMail(patient.email);
    expect(mail.subject).toBe('Cephalo: тренутак за данашњи дневник');
    expect(mail.text).toContain('Још нисте попунили данашњи дневник главобоље.');
    expect(mail.text).toMatch(/Да више не добијате ове поруке: https:\/\/cephalo\.example\/unsubscribe\?unsubscribe_token=/);
  });
});

describe('`detail`s in the request’s language', () => {
  it('answers a Greek request in Greek and everyone else in the specification’s English', async () => {
    const greek = await post('/api/forgot-password', { email: 'nobody@example.test' }, { 'accept-language': 'el' });
    expect(greek.json()).toEqual({ detail: 'Αν αυτή η διεύθυνση έχει λογαριασμό, ένα email αλλαγής κωδικού είναι καθ’ οδόν.' });
    expect(greek.headers['content-language']).toBe('el');
    const english = await post('/api/forgot-password', { email: 'nobody@example.test' });
    expect(english.json()).toEqual({ detail: 'If this address has an account, a reset e-mail is on its way.' });

    const badKey = { email: `${unique()}@example.test`, username: unique(), password: 'first-pass', register_key: 'NO-SUCH-KEY', role: 'USER' };
    expect((await post('/api/register', badKey, { 'accept-language': 'el-GR, en;q=0.5' })).json()).toEqual({ detail: 'Μη έγκυρο κλειδί εγγραφής.' });
    expect((await post('/api/register', badKey, { 'accept-language': 'en-US,en;q=0.9' })).json()).toEqual({ detail: 'Invalid registration key.' });
    expect((await post('/api/unsubscribe', { unsubscribe_token: 'x'.repeat(43) }, { 'accept-language': 'el' })).json()).toEqual({
      detail: 'Αυτός ο σύνδεσμος διαγραφής δεν είναι έγκυρος ή έχει λήξει.',
    });
  });

  it('fills a detail’s numbers into the translation, with the plural its language needs', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { 'accept-language': 'el' } });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().detail).toBe('Δεν έχετε συνδεθεί');
    const { clinic } = await createTestClinic(t.db);
    const key = await createTestKey(t.db, { clinicId: clinic.id });
    const short = await post(
      '/api/register',
      { email: `${unique()}@example.test`, username: unique(), password: 'abc', register_key: key.key, role: 'USER' },
      { 'accept-language': 'sr' },
    );
    expect(short.statusCode).toBe(400);
    // A field's messages stay the shared schema's English: the web app words them from its catalogue.
    expect(short.json().errors?.[0]?.message).toMatch(/^[\x20-\x7e]+$/);
  });
});

describe('the interface language in the profile', () => {
  it('is read and changed with the profile, and only to one of the 18 codes', async () => {
    const patient = await createTestUser(t.db);
    const auth = { authorization: await bearerFor(t.app, patient.email) };
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth })).json()).toMatchObject({ interface_language: 'en' });
    const changed = await t.app.inject({ method: 'PUT', url: '/api/profile', headers: auth, payload: { interface_language: 'ja' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ interface_language: 'ja', chat_answer_language: 'English' });
    expect((await t.app.inject({ method: 'PUT', url: '/api/profile', headers: auth, payload: { interface_language: 'xx' } })).statusCode).toBe(400);
    expect(await storedLanguageOf(patient.email)).toBe('ja');
  });

  it('words the data export’s labels in the patient’s language', async () => {
    const patient = await createTestUser(t.db);
    await t.db.update(users).set({ interfaceLanguage: 'sr' }).where(eq(users.id, patient.id));
    const auth = { authorization: await bearerFor(t.app, patient.email) };
    const data = (await t.app.inject({ method: 'GET', url: '/api/profile/export', headers: auth })).json();
    expect(data.labels).toMatchObject({
      language: 'sr',
      sections: { profile: 'Ваш профил', diary: 'Ваш дневник главобоље, један унос дневно' },
      fields: { profile: { interface_language: 'Језик апликације и порука е-поште' } },
    });
    expect(Object.keys(data.labels.fields.diary)).toContain('headache_intensity');
  });

  it('writes a doctor’s PDF report in the doctor’s language', async () => {
    const { doctor, patients } = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    await t.db.update(users).set({ interfaceLanguage: 'el' }).where(eq(users.id, doctor!.id));
    const auth = { authorization: await bearerFor(t.app, doctor!.email) };
    const pdf = await t.app.inject({ method: 'GET', url: `/api/doctors/patients/${patients[0]!.id}/report.pdf`, headers: auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Lang \(el\)/);
  });
});
