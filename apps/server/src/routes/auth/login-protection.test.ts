import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createTestUser } from '../../../test/builders';
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
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await login(proxied.app, 'someone', 'x', '10.3.0.1', `198.51.100.${attempt}, 203.0.113.50`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await login(proxied.app, 'someone', 'x', '10.3.0.1', '203.0.113.51')).statusCode).toBe(401);
  });
});
