import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MeResponseSchema } from '@cephalo/shared/me';
import { users } from '../../db/schema';
import { bearerFor, createTestClinic } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';

const t = setupTestApp();
const call = (method: 'GET' | 'PUT', url: string, authorization: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
const languageOf = async (authorization: string) => MeResponseSchema.parse((await call('GET', '/api/me', authorization)).json()).interface_language;

describe('PUT /api/me/interface-language (issue 36, decision 030)', () => {
  it("stores a clinic administrator's picked language, which GET /api/me then names", async () => {
    const { admin } = await createTestClinic(t.db);
    const auth = await bearerFor(t.app, admin.email);
    expect(await languageOf(auth)).toBe('en');
    const response = await call('PUT', '/api/me/interface-language', auth, { interface_language: 'sr' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ interface_language: 'sr' });
    expect(await languageOf(auth)).toBe('sr');
    const [stored] = await t.db.select({ interfaceLanguage: users.interfaceLanguage }).from(users).where(eq(users.id, admin.id));
    expect(stored?.interfaceLanguage).toBe('sr');
  });

  it('refuses a language the server does not speak and keeps the stored one; each person sets only their own', async () => {
    const { admin, doctor } = await createTestClinic(t.db, { withDoctor: true });
    const adminAuth = await bearerFor(t.app, admin.email);
    const doctorAuth = await bearerFor(t.app, doctor!.email);
    expect((await call('PUT', '/api/me/interface-language', doctorAuth, { interface_language: 'ja' })).statusCode).toBe(200);
    for (const interface_language of ['xx', 'SR', '', null]) {
      expect((await call('PUT', '/api/me/interface-language', doctorAuth, { interface_language })).statusCode).toBe(400);
    }
    expect(await languageOf(doctorAuth)).toBe('ja');
    expect(await languageOf(adminAuth)).toBe('en');
  });
});
