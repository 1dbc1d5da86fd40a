import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import type { DatabaseHandle } from '../db/database';
import { testConfig } from '../../test/test-config';
import { openTestDatabase } from '../../test/test-database';

/** Two instances on one database, as behind a load balancer, with a login limit of 5 a minute. */
let database: DatabaseHandle;
const instances: App[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
  const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '5' });
  for (let index = 0; index < 2; index += 1) instances.push(await buildApp({ config, db: database.db, logger: false }));
});
afterAll(async () => {
  for (const app of instances) await app.close();
  await database?.close();
});

const wrongLogin = (app: App, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/token',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'username=nobody%40example.test&password=wrong-password',
  });

describe('the login rate limit, counted in the database', () => {
  it('limits a client as one across instances, and another client not at all', async () => {
    const [first, second] = instances as [App, App];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await wrongLogin(attempt % 2 === 0 ? first : second, '203.0.113.7')).statusCode);
    // Five a minute in all: three on each instance would each be under a per-process limit.
    expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true);
    expect(statuses[5]).toBe(429);
    const limited = await wrongLogin(first, '203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await wrongLogin(second, '198.51.100.9')).statusCode).not.toBe(429);
  });
});
