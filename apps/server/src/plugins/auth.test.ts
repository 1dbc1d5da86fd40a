import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { bearerFor, createTestClinic, createTestUser } from '../../test/builders';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();
const me = (authorization?: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: authorization ? { authorization } : {} });
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('Bearer authentication (GET /api/me)', () => {
  it('answers the account with the clinic contact address, or the support address without a clinic', async () => {
    const { clinic, patients } = await createTestClinic(t.db, { withDoctor: true, patients: 1, patientPlan: 'Basic' });
    const patient = patients[0]!;
    const response = await me(await bearerFor(t.app, patient.email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: patient.id,
      role: 'USER',
      plan: 'Basic',
      ai_assistants: [1, 2],
      includes_diary: false,
      clinic_id: clinic.id,
    });
    expect(response.json().contact_email).toMatch(/@clinic\.test$/);
    expect(response.json()).not.toHaveProperty('password_hash');

    const loner = await createTestUser(t.db, { plan: 'Premium' });
    expect((await me(await bearerFor(t.app, loner.email))).json()).toMatchObject({
      contact_email: t.config.SUPPORT_EMAIL,
      includes_diary: true,
      clinic_id: null,
    });
  });

  it('answers 401 without a token, with a malformed one and with a tampered one', async () => {
    const user = await createTestUser(t.db);
    const valid = await bearerFor(t.app, user.email);
    const [header, payload, signature] = valid.slice('Bearer '.length).split('.');
    const tamperedPayload = encode({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'CLINIC_ADMIN' });
    for (const authorization of [undefined, 'Bearer', 'Bearer not.a.token', `Basic ${valid}`, `Bearer ${header}.${tamperedPayload}.${signature}`]) {
      const response = await me(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json().detail).toEqual(expect.any(String));
    }
  });

  it('answers 401 for an `alg: none` token and for one signed with another key', async () => {
    const user = await createTestUser(t.db);
    const claims = { sub: user.id, role: 'USER', tv: 0, purpose: 'access', iss: 'cephalo', aud: 'cephalo-api', exp: Math.floor(Date.now() / 1000) + 600 };
    expect((await me(`Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`)).statusCode).toBe(401);
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await me(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const user = await createTestUser(t.db);
    const expired = await new SignJWT({ role: 'USER', tv: 0, purpose: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('cephalo')
      .setAudience('cephalo-api')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(t.config.JWT_SECRET!));
    expect((await me(`Bearer ${expired}`)).statusCode).toBe(401);
  });

  it('ends the session when the account is deleted or its token version changes, even when another instance or an operator changed it in the database', async () => {
    const bumped = await createTestUser(t.db);
    const bumpedToken = await bearerFor(t.app, bumped.email);
    expect((await me(bumpedToken)).statusCode).toBe(200);
    // Not through this instance: the database's change notification must reach its session cache.
    await t.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, bumped.id));
    await expect.poll(async () => (await me(bumpedToken)).statusCode, { timeout: 2000, interval: 20 }).toBe(401);

    const deleted = await createTestUser(t.db);
    const deletedToken = await bearerFor(t.app, deleted.email);
    expect((await me(deletedToken)).statusCode).toBe(200);
    await t.db.delete(users).where(eq(users.id, deleted.id));
    await expect.poll(async () => (await me(deletedToken)).statusCode, { timeout: 2000, interval: 20 }).toBe(401);
  });

  it('refuses a correctly signed token without an expiry or without its own id', async () => {
    const user = await createTestUser(t.db);
    const key = new TextEncoder().encode(t.config.JWT_SECRET!);
    const base = () =>
      new SignJWT({ role: 'USER', tv: 0, purpose: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer('cephalo')
        .setAudience('cephalo-api')
        .setIssuedAt();
    const forever = await base().setJti(crypto.randomUUID()).sign(key);
    expect((await me(`Bearer ${forever}`)).statusCode).toBe(401);
    const anonymous = await base().setExpirationTime('10m').sign(key);
    expect((await me(`Bearer ${anonymous}`)).statusCode).toBe(401);
    const proper = await base().setJti(crypto.randomUUID()).setExpirationTime('10m').sign(key);
    expect((await me(`Bearer ${proper}`)).statusCode).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('revokes the token it is called with at once, and only that one', async () => {
    const user = await createTestUser(t.db);
    const phone = await bearerFor(t.app, user.email);
    const laptop = await bearerFor(t.app, user.email);
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: phone } });
    expect(logout.statusCode).toBe(204);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: phone } })).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });
});
