import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMails, registrationKeys, users } from '../../db/schema';
import { createTestClinic, createTestKey } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';

const t = setupTestApp();
let counter = 0;
const newAccount = () => {
  counter += 1;
  return { email: `new${counter}@example.test`, username: `newuser${counter}`, password: 'secret-pass' };
};
const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/register', payload });
const usesLeft = async (keyId: string) =>
  (await t.db.select({ usesLeft: registrationKeys.usesLeft }).from(registrationKeys).where(eq(registrationKeys.id, keyId)))[0]?.usesLeft;

describe('POST /api/register', () => {
  it('creates an unverified account with the role, clinic and plan of the key, and takes one use', async () => {
    const { clinic } = await createTestClinic(t.db);
    const key = await createTestKey(t.db, { clinicId: clinic.id, role: 'DOCTOR', plan: 'Basic', uses: 2 });
    const account = newAccount();
    const response = await register({ ...account, email: account.email.toUpperCase(), register_key: key.key, role: 'DOCTOR' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: account.email, username: account.username, role: 'DOCTOR', is_verified: false });
    const [stored] = await t.db.select().from(users).where(eq(users.email, account.email));
    expect(stored).toMatchObject({ role: 'DOCTOR', clinicId: clinic.id, isVerified: false });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored?.passwordHash).not.toContain(account.password);
    expect(await usesLeft(key.id)).toBe(1);
  });

  it('takes the role from the key when the screen sends none', async () => {
    const { clinic } = await createTestClinic(t.db);
    const key = await createTestKey(t.db, { clinicId: clinic.id, role: 'USER' });
    const response = await register({ ...newAccount(), register_key: key.key });
    expect(response.statusCode).toBe(201);
    expect(response.json().role).toBe('USER');
  });

  it.each([
    ['an unknown key', 'CPH-doesnotexist', 'Invalid registration key.'],
  ])('refuses %s', async (_case, keyText, detail) => {
    const response = await register({ ...newAccount(), register_key: keyText, role: 'USER' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
  });

  it('refuses an expired, a used-up, a revoked and a wrong-role key, and one bound to another e-mail', async () => {
    const { clinic } = await createTestClinic(t.db);
    const expired = await createTestKey(t.db, { clinicId: clinic.id, expiresAt: new Date(Date.now() - 1000) });
    const usedUp = await createTestKey(t.db, { clinicId: clinic.id, uses: 1 });
    const revoked = await createTestKey(t.db, { clinicId: clinic.id });
    await t.db.update(registrationKeys).set({ revokedAt: new Date() }).where(eq(registrationKeys.id, revoked.id));
    const doctorKey = await createTestKey(t.db, { clinicId: clinic.id, role: 'DOCTOR' });
    const boundKey = await createTestKey(t.db, { clinicId: clinic.id, email: 'owner@example.test' });

    expect((await register({ ...newAccount(), register_key: usedUp.key, role: 'USER' })).statusCode).toBe(201);
    const cases: [string, string, string][] = [
      [expired.key, 'USER', 'This registration key has expired.'],
      [usedUp.key, 'USER', 'This registration key has no uses left.'],
      [revoked.key, 'USER', 'Invalid registration key.'],
      [doctorKey.key, 'USER', 'This registration key cannot register a USER account.'],
      [boundKey.key, 'USER', 'This registration key was issued for another e-mail address.'],
    ];
    for (const [keyText, role, detail] of cases) {
      const response = await register({ ...newAccount(), register_key: keyText, role });
      expect(response.statusCode, detail).toBe(400);
      expect(response.json()).toEqual({ detail });
    }
    expect(await usesLeft(doctorKey.id)).toBe(5);
  });

  it('does not reveal a taken e-mail (answers like a success and mails the owner), answers 409 for a taken username, and uses no key', async () => {
    const { clinic } = await createTestClinic(t.db);
    const key = await createTestKey(t.db, { clinicId: clinic.id, uses: 3 });
    const account = newAccount();
    const first = await register({ ...account, register_key: key.key });
    expect(first.statusCode).toBe(201);

    const sameEmail = await register({ ...newAccount(), email: account.email.toUpperCase(), register_key: key.key });
    expect(sameEmail.statusCode).toBe(201);
    expect(Object.keys(sameEmail.json()).sort()).toEqual(Object.keys(first.json()).sort());
    expect(sameEmail.json()).toMatchObject({ email: account.email.toLowerCase(), is_verified: false });
    expect(sameEmail.json().id).not.toBe(first.json().id);
    await expect
      .poll(async () => (await t.db.select().from(outboxMails).where(eq(outboxMails.to, account.email.toLowerCase()))).map((mail) => mail.subject))
      .toContain('Cephalo: someone tried to register with your address');
    // A bad key is still refused, whatever the address.
    expect((await register({ ...newAccount(), email: account.email, register_key: 'CPH-not-a-key' })).statusCode).toBe(400);
    const sameUsername = await register({ ...newAccount(), username: account.username.toUpperCase(), register_key: key.key });
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json()).toEqual({ detail: 'This username is already taken.' });
    expect(await usesLeft(key.id)).toBe(2);
  });

  it.each([
    [{ email: 'not-an-email' }, /^email: /],
    [{ username: 'abc' }, /^username: .*at least 4/],
    [{ username: 'has space' }, /^username: /],
    [{ password: 'abc' }, /^password: .*at least 4/],
    [{ register_key: '' }, /^register_key: /],
    [{ role: 'SUPERUSER' }, /^role: /],
  ])('validates %o with a 400 and a detail naming the field', async (override, detail) => {
    const response = await register({ ...newAccount(), register_key: 'CPH-any', ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(detail);
  });

  it('says in words, by field, what is missing or wrong, so the form can show it under the field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: { email: 'not-an-address', username: 'abc', password: 'secret-pass', register_key: '  ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'email', message: 'Enter a valid e-mail address, such as name@example.com' },
      { field: 'username', message: 'The username must be at least 4 characters' },
      { field: 'register_key', message: 'Enter a registration key' },
    ]);
    expect(response.json().detail).not.toMatch(/register_key is required/);
  });

  it('answers 400 with a detail for a body that is not JSON', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toEqual(expect.any(String));
  });

  it('lets only one of two concurrent registrations take the last use of a key', async () => {
    const { clinic } = await createTestClinic(t.db);
    const key = await createTestKey(t.db, { clinicId: clinic.id, uses: 1 });
    const responses = await Promise.all([register({ ...newAccount(), register_key: key.key }), register({ ...newAccount(), register_key: key.key })]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    expect(await usesLeft(key.id)).toBe(0);
  });

  it.each(['1234', 'password', 'aaaa', '1111'])('refuses the common or repeated password "%s" with a detail, keeping the key', async (password) => {
    const { clinic } = await createTestClinic(t.db);
    const key = await createTestKey(t.db, { clinicId: clinic.id, uses: 1 });
    const response = await register({ ...newAccount(), password, register_key: key.key });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^password: .*easy to guess/);
    expect(await usesLeft(key.id)).toBe(1);
  });
});
