import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenewedTokenResponseSchema, TokenResponseSchema } from '@cephalo/shared/token';
import { TEST_PASSWORD, createTestUser } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';
import { buildApp, type App } from '../../app';
import { createAccessTokenSigner } from '../../auth/access-token';
import { NOT_DUE_DETAIL, NOT_REMEMBERED_DETAIL } from './renew-token';

const DAY_MS = 24 * 60 * 60 * 1000;
// The clock of the signer and the session check: days pass without waiting for them.
let clock = Date.now();
const t = setupTestApp({ SESSION_RECHECK_SECONDS: '0' }, { now: () => clock });

/** A second instance on the same database, as behind a load balancer. */
let otherInstance: App;
beforeAll(async () => {
  otherInstance = await buildApp({ config: t.config, db: t.db, logger: false, now: () => clock });
  await otherInstance.ready();
});
afterAll(async () => {
  await otherInstance.close();
});

const login = async (username: string, fields: Record<string, string> = {}) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/token',
    payload: new URLSearchParams({ username, password: TEST_PASSWORD, ...fields }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return TokenResponseSchema.parse(response.json()).access_token;
};
const renew = (app: App, token: string) => app.inject({ method: 'POST', url: '/api/token/renew', headers: { authorization: `Bearer ${token}` } });
const meStatus = async (app: App, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })).statusCode;
const lifetimeDays = (token: string) => {
  const { iat, exp } = decodeJwt(token);
  return (exp! - iat!) / (24 * 60 * 60);
};
const renewedAfter = async (token: string, days: number) => {
  clock += days * DAY_MS;
  const response = await renew(t.app, token);
  expect(response.statusCode, response.body).toBe(200);
  return RenewedTokenResponseSchema.parse(response.json()).access_token;
};

describe('Keep me signed in on this device', () => {
  it('is off unless asked for: the usual 12-hour session, which is not renewed', async () => {
    const user = await createTestUser(t.db);
    for (const token of [await login(user.username), await login(user.username, { remember: 'false' })]) {
      expect(lifetimeDays(token) * 24).toBe(12);
      expect(decodeJwt(token).rem).toBeUndefined();
      const refused = await renew(t.app, token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ detail: NOT_REMEMBERED_DETAIL });
    }
  });

  it('refuses a remember value other than true or false with a 400', async () => {
    const user = await createTestUser(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: new URLSearchParams({ username: user.username, password: TEST_PASSWORD, remember: 'forever' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/remember/);
  });

  it('lasts 30 days, is renewed only once half of it has passed, and slides on with use', async () => {
    const user = await createTestUser(t.db);
    const first = await login(user.username, { remember: 'true' });
    expect(lifetimeDays(first)).toBe(30);

    const early = await renew(t.app, first);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: NOT_DUE_DETAIL });

    const second = await renewedAfter(first, 16);
    expect(lifetimeDays(second)).toBe(30);
    expect(decodeJwt(second).sid).toBe(decodeJwt(first).sid);
    expect(decodeJwt(second).jti).not.toBe(decodeJwt(first).jti);
    // Day 40: the first token has expired, the renewed one (issued on day 16) still works, and once more.
    const third = await renewedAfter(second, 24);
    expect(await meStatus(t.app, first)).toBe(401);
    expect(await meStatus(t.app, third)).toBe(200);
    // Unused for more than its lifetime, the session ends by itself.
    clock += 31 * DAY_MS;
    expect(await meStatus(t.app, third)).toBe(401);
    expect((await renew(t.app, third)).statusCode).toBe(401);
  });

  it('ends at once on every instance at logout, with every token it was renewed with', async () => {
    const user = await createTestUser(t.db);
    const first = await login(user.username, { remember: 'true' });
    const renewed = await renewedAfter(first, 20);
    expect(await meStatus(otherInstance, first)).toBe(200);
    expect(await meStatus(otherInstance, renewed)).toBe(200);

    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${renewed}` } });
    expect(logout.statusCode).toBe(204);
    for (const token of [first, renewed]) {
      expect(await meStatus(t.app, token)).toBe(401);
      expect(await meStatus(otherInstance, token)).toBe(401);
      expect((await renew(otherInstance, token)).statusCode).toBe(401);
    }
    // Logging out with the older token ends the renewed one too.
    const again = await login(user.username, { remember: 'true' });
    const againRenewed = await renewedAfter(again, 20);
    expect((await otherInstance.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${again}` } })).statusCode).toBe(204);
    expect(await meStatus(t.app, againRenewed)).toBe(401);
  });

  it('ends at a password change and at an erasure', async () => {
    const user = await createTestUser(t.db);
    const beforeChange = await login(user.username, { remember: 'true' });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      headers: { authorization: `Bearer ${beforeChange}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ current_password: TEST_PASSWORD, new_password: 'calm-river-42' }).toString(),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await meStatus(otherInstance, beforeChange)).toBe(401);
    clock += 20 * DAY_MS;
    expect((await renew(t.app, beforeChange)).statusCode).toBe(401);

    const other = await createTestUser(t.db);
    const remembered = await login(other.username, { remember: 'true' });
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile',
      headers: { authorization: `Bearer ${remembered}` },
      payload: { password: TEST_PASSWORD },
    });
    expect(erased.statusCode, erased.body).toBe(204);
    expect(await meStatus(otherInstance, remembered)).toBe(401);
  });
});

describe('REMEMBERED_SESSION_DAYS', () => {
  it('sets the remembered lifetime; ACCESS_TOKEN_TTL_MINUTES the usual one', async () => {
    const signer = createAccessTokenSigner('test-secret-that-is-long-enough-0123456789', { ttlMinutes: 60, rememberedDays: 7 });
    const session = { sub: crypto.randomUUID(), role: 'USER' as const, tv: 0 };
    expect(lifetimeDays(await signer.sign({ ...session, isRemembered: true }))).toBe(7);
    expect(lifetimeDays(await signer.sign(session)) * 24).toBe(1);
  });
});
