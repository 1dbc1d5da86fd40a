import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ClinicMemberListSchema } from '@cephalo/shared/clinic';
import { MeResponseSchema } from '@cephalo/shared/me';
import { users } from '../../db/schema';
import { bearerFor, createTestClinic, createTestKey, createTestUser } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';

const t = setupTestApp();
let counter = 0;
const call = (method: 'GET' | 'PUT' | 'POST', url: string, authorization?: string, payload?: object) =>
  t.app.inject({ method, url, ...(authorization ? { headers: { authorization } } : {}), ...(payload ? { payload } : {}) });
const asksForName = async (authorization: string) => MeResponseSchema.parse((await call('GET', '/api/me', authorization)).json()).asks_for_name;

/** Registers with a key of `clinicId`, verifies the address as its link would, and signs in. */
async function registered(clinicId: string, names: { name?: string; surname?: string }) {
  counter += 1;
  const account = { email: `named${counter}-${Date.now()}@example.test`, username: `named${counter}x${Date.now()}`, password: 'secret-pass' };
  const key = await createTestKey(t.db, { clinicId, role: 'USER' });
  const response = await call('POST', '/api/register', undefined, { ...account, ...names, register_key: key.key, role: 'USER' });
  expect(response.statusCode, response.body).toBe(201);
  await t.db.update(users).set({ isVerified: true }).where(eq(users.email, account.email));
  return bearerFor(t.app, account.email, account.password);
}

describe('names at registration (issue 35)', () => {
  it('stores the first name and surname given with a key; the clinic shows them and the account is not asked again', async () => {
    const { clinic, admin } = await createTestClinic(t.db);
    const auth = await registered(clinic.id, { name: '  Jelena ', surname: 'Marković' });
    expect(await asksForName(auth)).toBe(false);
    const members = ClinicMemberListSchema.parse((await call('GET', '/api/admin-clinic/users', await bearerFor(t.app, admin.email))).json());
    expect(members.map((member) => [member.name, member.surname])).toEqual([['Jelena', 'Marković']]);
  });

  it('refuses a name too long or with control characters, with the field named; the server enforces it, not only the screen', async () => {
    const { clinic } = await createTestClinic(t.db);
    const key = await createTestKey(t.db, { clinicId: clinic.id, role: 'USER' });
    const account = { email: `long-${Date.now()}@example.test`, username: `longname${Date.now()}`, password: 'secret-pass', register_key: key.key };
    const tooLong = await call('POST', '/api/register', undefined, { ...account, name: 'A'.repeat(101), surname: 'Long' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ errors: [{ field: 'name', message: 'The first name must be at most 100 characters' }] });
    const control = await call('POST', '/api/register', undefined, { ...account, name: 'Ana', surname: 'Bell\u0007' });
    expect(control.statusCode).toBe(400);
    expect(control.json()).toMatchObject({ errors: [{ field: 'surname' }] });
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, account.email))).toEqual([]);
  });

  it('asks a nameless account once: a dismissal or an answer ends it, and the answer is stored', async () => {
    const { clinic } = await createTestClinic(t.db);
    // Registered without names (a client that sends only the specification's fields).
    const dismissing = await registered(clinic.id, {});
    expect(await asksForName(dismissing)).toBe(true);
    expect((await call('POST', '/api/me/name-asked', dismissing)).statusCode).toBe(204);
    expect(await asksForName(dismissing)).toBe(false);

    // An account made before names were asked, with only a first name: asked, and answers.
    const older = await createTestUser(t.db, { role: 'DOCTOR', clinicId: clinic.id });
    await t.db.update(users).set({ name: 'Goran' }).where(eq(users.id, older.id));
    const olderAuth = await bearerFor(t.app, older.email);
    expect(await asksForName(olderAuth)).toBe(true);
    expect((await call('PUT', '/api/me/name', olderAuth, { name: 'Goran', surname: '' })).statusCode).toBe(400);
    const answered = await call('PUT', '/api/me/name', olderAuth, { name: ' Goran ', surname: 'Petrović' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual({ name: 'Goran', surname: 'Petrović' });
    expect(await asksForName(olderAuth)).toBe(false);
    const [stored] = await t.db.select({ name: users.name, surname: users.surname, nameAskedAt: users.nameAskedAt }).from(users).where(eq(users.id, older.id));
    expect(stored).toMatchObject({ name: 'Goran', surname: 'Petrović', nameAskedAt: expect.any(Date) });

    // Only the signed-in person answers for themselves.
    expect((await call('POST', '/api/me/name-asked')).statusCode).toBe(401);
  });
});
