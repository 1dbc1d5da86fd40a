import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import { TEST_PASSWORD, createTestUser } from '../../test/builders';
import { openTestDatabase } from '../../test/test-database';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type LogLine = { reqId?: string; userId?: string; msg?: string } & Record<string, unknown>;
const lines: LogLine[] = [];
const rawLines: string[] = [];
/** Where pino writes: every JSON line the app logs, kept for the assertions. */
const destination = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      rawLines.push(line);
      lines.push(JSON.parse(line) as LogLine);
    }
    callback();
  },
});

let app: App;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '.tmp/test-data',
    WEB_DIST_DIR: '.tmp/no-web-app',
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    DIARY_REMINDERS: 'false',
  });
  app = await buildApp({ config, db: database.db, logger: { level: 'info', stream: destination } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('request context in the log', () => {
  it('puts the request id on every line of a request and the user id once the session is known, never the e-mail or the token', async () => {
    const user = await createTestUser(database.db);
    const login = await app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: user.email, password: TEST_PASSWORD }).toString(),
    });
    expect(login.statusCode).toBe(200);
    const token = (login.json() as { access_token: string }).access_token;

    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}`, 'x-request-id': 'proxy-7f3a.42_b' } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['x-request-id']).toBe('proxy-7f3a.42_b');
    const ofMe = lines.filter((line) => line.reqId === 'proxy-7f3a.42_b');
    expect(ofMe.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    // The incoming line is written before the access gate has read the token; every later line names the user.
    expect(ofMe[1]).toMatchObject({ userId: user.id, res: { statusCode: 200 } });

    const ofLogin = lines.filter((line) => line.reqId === login.headers['x-request-id']);
    expect(login.headers['x-request-id']).toMatch(UUID);
    expect(ofLogin.length).toBeGreaterThanOrEqual(2);

    for (const line of rawLines) {
      expect(line).not.toContain(user.email);
      expect(line).not.toContain(token);
      expect(line).not.toContain(TEST_PASSWORD);
    }
  });

  it('replaces an incoming request id that is long or more than a plain token, so it cannot carry an address into the log', async () => {
    for (const unsafe of ['jane.doe@example.test', 'x'.repeat(65), 'a b', '']) {
      const response = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': unsafe } });
      expect(response.headers['x-request-id'], unsafe).toMatch(UUID);
      expect(lines.filter((line) => line.reqId === response.headers['x-request-id'])).toHaveLength(2);
    }
    expect(rawLines.join('\n')).not.toContain('jane.doe@example.test');
  });

  it('names the request id on errors and unknown paths as well', async () => {
    const refused = await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: 'Bearer not-a-token', 'x-request-id': 'refused-1' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toBe('refused-1');
    const refusedLines = lines.filter((line) => line.reqId === 'refused-1');
    expect(refusedLines.at(-1)).toMatchObject({ msg: 'request completed', res: { statusCode: 401 } });
    expect(refusedLines.every((line) => line.userId === undefined)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'x-request-id': 'missing-1' } })).headers['x-request-id']).toBe('missing-1');
  });
});
