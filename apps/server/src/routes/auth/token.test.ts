import { describe, expect, it } from 'vitest';
import { TokenResponseSchema } from '@cephalo/shared/token';
import { TEST_PASSWORD, createTestClinic, createTestUser } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';

const t = setupTestApp();
const login = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/token',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('POST /api/token', () => {
  it('logs in by e-mail or by username, in any letter case, and answers token, role, plan and assistants', async () => {
    const user = await createTestUser(t.db, { plan: 'Premium' });
    for (const name of [user.email, user.username, user.email.toUpperCase(), user.username.toUpperCase()]) {
      const response = await login({ username: name, password: TEST_PASSWORD });
      expect(response.statusCode, name).toBe(200);
      const body = TokenResponseSchema.parse(response.json());
      expect(body).toMatchObject({ token_type: 'bearer', role: 'USER', plan: 'Premium', ai_assistants: [1, 2] });
    }
  });

  it('answers the assistants of the plan, not the plan name', async () => {
    const free = await createTestUser(t.db, { plan: 'Free' });
    const { clinic } = await createTestClinic(t.db);
    const doctor = await createTestUser(t.db, { role: 'DOCTOR', plan: 'Basic', clinicId: clinic.id });
    expect((await login({ username: free.username, password: TEST_PASSWORD })).json()).toMatchObject({ plan: 'Free', ai_assistants: [1] });
    expect((await login({ username: doctor.username, password: TEST_PASSWORD })).json()).toMatchObject({
      role: 'DOCTOR',
      plan: 'Basic',
      ai_assistants: [1, 2],
    });
  });

  it('answers 401 for a wrong password and for an unknown account, with the same detail', async () => {
    const user = await createTestUser(t.db);
    const wrongPassword = await login({ username: user.username, password: 'wrong-password' });
    const unknown = await login({ username: 'nobody@example.test', password: TEST_PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ detail: 'Incorrect username or password.' });
    expect(unknown.json()).toEqual(wrongPassword.json());
  });

  it('answers 400 for an e-mail not yet verified, only once the password is right', async () => {
    const user = await createTestUser(t.db, { isVerified: false });
    const response = await login({ username: user.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Please verify your email before logging in.' });
    expect((await login({ username: user.email, password: 'wrong-password' })).statusCode).toBe(401);
  });

  it('answers 400 with a detail when a field is missing', async () => {
    const response = await login({ username: 'someone' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/password/);
  });
});
