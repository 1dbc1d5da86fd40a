import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { TEST_PASSWORD, createTestUser } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';

const t = setupTestApp();

const logInWith = (email: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/token',
    payload: new URLSearchParams({ username: email, password: TEST_PASSWORD }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

describe('the time zone kept at login', () => {
  it('is the zone the browser sent; a login without one or with an unknown one keeps it', async () => {
    const patient = await createTestUser(t.db);
    const storedZone = async () => (await t.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, patient.id)))[0]?.timeZone;

    expect((await logInWith(patient.email, {})).statusCode).toBe(200);
    expect(await storedZone()).toBeNull();
    expect((await logInWith(patient.email, { 'x-time-zone': 'Europe/Berlin' })).statusCode).toBe(200);
    expect(await storedZone()).toBe('Europe/Berlin');
    expect((await logInWith(patient.email, { 'x-time-zone': 'Mars/Olympus_Mons' })).statusCode).toBe(200);
    expect((await logInWith(patient.email, {})).statusCode).toBe(200);
    expect(await storedZone()).toBe('Europe/Berlin');
  });
});
