import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { issueEmailToken } from '../../domain/account-email/issue-email-token';
import { TEST_PASSWORD, bearerFor, createTestUser } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';

const login = (app: ReturnType<typeof setupTestApp>['app'], username: string, password: string, address = '10.0.0.1', forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/token',
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: new URLSearchParams({ username, password }).toString(),
  });

describe('brute force held per account', () => {
  const t = setupTestApp();

  it('locks an account after 10 failures in 15 minutes from any mix of addresses: 429 with Retry-After, even with the right password', async () => {
    const user = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(t.app, user.email, 'not-the-password', `10.1.${attempt}.7`)).statusCode).toBe(401);
    }
    const locked = await login(t.app, user.username, TEST_PASSWORD, '10.9.9.9');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(locked.json().detail).toMatch(/Too many failed logins for this account/);
    // Another account is not affected.
    expect((await login(t.app, other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('starts the count again after a successful login', async () => {
    const user = await createTestUser(t.db);
    for (let attempt = 0; attempt < 9; attempt += 1) await login(t.app, user.email, 'wrong-password');
    expect((await login(t.app, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1) expect((await login(t.app, user.email, 'wrong-password')).statusCode).toBe(401);
    expect((await login(t.app, user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('locks an unknown login the same way, so the answer tells nothing about which accounts exist', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) await login(t.app, 'nobody@example.test', 'guess');
    expect((await login(t.app, 'nobody@example.test', 'guess')).statusCode).toBe(429);
  });
});

describe('every check of a password counts against the same per-account limit', () => {
  const t = setupTestApp();
  type App = typeof t.app;
  const erase = (app: App, authorization: string, password: string) =>
    app.inject({ method: 'DELETE', url: '/api/profile', headers: { authorization }, payload: { password } });
  const change = (app: App, authorization: string, currentPassword: string, newPassword = 'calm-river-42') =>
    app.inject({
      method: 'POST',
      url: '/api/reset-password',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ current_password: currentPassword, new_password: newPassword }).toString(),
    });
  const exists = async (userId: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length === 1;
  const expectLocked = (response: Awaited<ReturnType<App['inject']>>) => {
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(800);
    expect(response.json().detail).toMatch(/^Too many wrong passwords for this account/);
  };

  it('locks the erasure after 10 wrong passwords: the right one is then refused with 429 and the account stays, logins locked too', async () => {
    const user = await createTestUser(t.db);
    const session = await bearerFor(t.app, user.email);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await erase(t.app, session, `guess-${attempt}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().detail).toMatch(/the password is not correct/);
    }
    expectLocked(await erase(t.app, session, TEST_PASSWORD));
    expect(await exists(user.id)).toBe(true);
    expect((await login(t.app, user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('locks the change with the current password after 10 wrong ones, whoever is signed in, and keeps the old password', async () => {
    const user = await createTestUser(t.db);
    const first = await bearerFor(t.app, user.email);
    const second = await bearerFor(t.app, user.email);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await change(t.app, attempt % 2 === 0 ? first : second, `guess-${attempt}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().detail).toBe('The current password is not correct.');
    }
    expectLocked(await change(t.app, first, TEST_PASSWORD));
    expectLocked(await change(t.app, second, TEST_PASSWORD));
    expectLocked(await erase(t.app, second, TEST_PASSWORD));
    // Nothing changed: once the lock is over, the old password is still the one.
    const [stored] = await t.db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, user.id));
    expect(stored?.tokenVersion).toBe(0);
  });

  it('adds failed logins, changes and erasures into one count', async () => {
    const user = await createTestUser(t.db);
    const session = await bearerFor(t.app, user.email);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await login(t.app, user.username, 'wrong-password')).statusCode).toBe(401);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await change(t.app, session, 'wrong-password')).statusCode).toBe(400);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await erase(t.app, session, 'wrong-password')).statusCode).toBe(400);
    expect((await login(t.app, user.email, TEST_PASSWORD)).statusCode).toBe(429);
    expectLocked(await change(t.app, session, TEST_PASSWORD));
  });

  it('starts the count again after a right password, and an e-mailed reset lifts a lock', async () => {
    const user = await createTestUser(t.db);
    const session = await bearerFor(t.app, user.email);
    for (let attempt = 0; attempt < 9; attempt += 1) await erase(t.app, session, 'wrong-password');
    expect((await change(t.app, session, TEST_PASSWORD, 'calm-river-42')).statusCode).toBe(200);
    const renewed = await bearerFor(t.app, user.email, 'calm-river-42');
    for (let attempt = 0; attempt < 9; attempt += 1) expect((await erase(t.app, renewed, 'wrong-password')).statusCode).toBe(400);
    expect((await erase(t.app, renewed, 'wrong-password')).statusCode).toBe(400);
    expectLocked(await erase(t.app, renewed, 'calm-river-42'));

    const token = await issueEmailToken({ db: t.db, userId: user.id, purpose: 'reset' });
    const reset = await t.app.inject({ method: 'POST', url: '/api/reset-password-email', payload: { reset_token: token, new_password: 'tr0mbone-harbour' } });
    expect(reset.statusCode).toBe(200);
    expect((await login(t.app, user.email, 'tr0mbone-harbour')).statusCode).toBe(200);
  });
});

describe('the client address behind proxies', () => {
  const direct = setupTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  const proxied = setupTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' });

  it('ignores X-Forwarded-For without TRUST_PROXY, so a client cannot pick a new address to escape the limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await login(direct.app, 'someone', 'x', '10.2.0.1', `203.0.113.${attempt}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('with TRUST_PROXY=1 takes the address the one trusted proxy saw, not one the client wrote before it', async () => {
    const statuses: number[] = [];
    // The client forges the first entry; the proxy appends the real address, which stays the same.
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await login(proxied.app, 'someone', 'x', '10.3.0.1', `198.51.100.${attempt}, 203.0.113.50`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await login(proxied.app, 'someone', 'x', '10.3.0.1', '203.0.113.51')).statusCode).toBe(401);
  });
});
