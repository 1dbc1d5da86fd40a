import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/open-database';
import { questionClaims, users } from '../src/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_REGISTRATION_KEYS } from '../src/seed/demo-accounts';
import { withDatabaseName } from './database-names';
import { freePort, login, startServerProcess, waitUntilHealthy, type ServerProcess } from './server-process';

const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});
const start = (env: Record<string, string>, port: number) => {
  const server = startServerProcess(env, port);
  running.push(server);
  return server;
};
const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cephalo-data-'));

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the server process on the embedded database', () => {
  it('seeds and prints the demo clinic in demo mode, refuses a second process on the same folder, closes cleanly on SIGTERM and keeps its data', async () => {
    const dataDir = tempDataDir();
    const first = start({ DATA_DIR: dataDir, DEMO_SEED: 'true' }, await freePort());
    await waitUntilHealthy(first);
    await expect.poll(first.output).toContain(DEMO_REGISTRATION_KEYS[0]!.key);
    expect(first.output()).toContain('DEMO MODE');
    for (const account of DEMO_ACCOUNTS) expect(first.output()).toContain(account.email);
    expect((await login(first.baseUrl, 'patient.premium', DEMO_PASSWORD)).status).toBe(200);

    const second = start({ DATA_DIR: dataDir, DEMO_SEED: 'true' }, await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another Cephalo process/);
    expect(second.output()).not.toMatch(/\n\s+at /);

    const registered = await fetch(`${first.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.test', username: 'keptuser', password: 'calm-river-42', register_key: 'CEPHALO-DEMO-PATIENT', role: 'USER' }),
    });
    expect(registered.status).toBe(201);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'cephalo.lock'))).toBe(false);

    // A question cut by a crash: claimed, never stored. The next start gives it back.
    const stopped = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    const [patient] = await stopped.db.select({ id: users.id }).from(users).where(eq(users.username, 'patient.premium'));
    await stopped.db.insert(questionClaims).values({ id: crypto.randomUUID(), userId: patient!.id });
    await stopped.close();

    const again = start({ DATA_DIR: dataDir, DEMO_SEED: 'true' }, await freePort());
    await waitUntilHealthy(again);
    expect(again.output()).toMatch(/"questions":1,"msg":"questions whose answers a stopped process never stored were given back"/);
    // The account written before SIGTERM is still there (unverified, hence 400 rather than 401).
    expect((await login(again.baseUrl, 'keptuser', 'calm-river-42')).status).toBe(400);
    expect((await login(again.baseUrl, 'admin', DEMO_PASSWORD)).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);

    // Leaving demo mode: the known logins must go first; the server says how.
    const real = start({ DATA_DIR: dataDir }, await freePort());
    expect(await real.exited).toBe(1);
    expect(real.output()).toMatch(/Cephalo cannot start: the database holds the demo accounts.*npm run cli -- remove-demo-data/s);
  }, 600_000);

  it('without DEMO_SEED has no known login, keeps every file under DATA_DIR private and the signing key out of the database', async () => {
    const dataDir = tempDataDir();
    // An older install left its folder readable to everyone: the start closes it.
    fs.chmodSync(dataDir, 0o755);
    fs.writeFileSync(path.join(dataDir, 'left-over.txt'), 'old', { mode: 0o644 });
    const server = start({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, await freePort());
    await waitUntilHealthy(server);
    // The new database is the build's migrated template (about 5 CPU-seconds of initdb and migrations saved).
    expect(server.output()).toContain("new embedded database copied from the build's migrated template");
    for (const account of DEMO_ACCOUNTS) expect((await login(server.baseUrl, account.email, DEMO_PASSWORD)).status).toBe(401);
    const keyProbe = await fetch(`${server.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'probe@example.test',
        username: 'probeuser',
        password: 'a-long-pass-phrase',
        register_key: DEMO_REGISTRATION_KEYS[0]!.key,
        role: 'USER',
      }),
    });
    expect(keyProbe.status).toBe(400);
    expect(server.output()).not.toContain(DEMO_PASSWORD);
    expect(fs.existsSync(path.join(dataDir, 'secrets', 'jwt-signing.key'))).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const readableByOthers: string[] = [];
    const visit = (target: string) => {
      const stat = fs.statSync(target);
      if ((stat.mode & 0o077) !== 0) readableByOthers.push(`${target} ${(stat.mode & 0o777).toString(8)}`);
      if (stat.isDirectory()) for (const name of fs.readdirSync(target)) visit(path.join(target, name));
    };
    visit(dataDir);
    expect(readableByOthers).toEqual([]);
  }, 360_000);

  it('refuses to start with invalid configuration, naming the variable', async () => {
    const server = start({ DATA_DIR: tempDataDir(), ACCESS_TOKEN_TTL_MINUTES: 'forever' }, await freePort());
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Cephalo cannot start: Invalid configuration:\s+ACCESS_TOKEN_TTL_MINUTES/);
  }, 360_000);
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the server process on PostgreSQL (DATABASE_URL)', () => {
  it('migrates an empty database and seeds demo data only when DEMO_SEED=true', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `cephalo_process_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const databaseUrl = withDatabaseName(adminUrl, name);
      // Outside demo mode, instances sharing PostgreSQL need one JWT_SECRET: without it the server refuses.
      const keyless = start({ DATA_DIR: tempDataDir(), DATABASE_URL: databaseUrl }, await freePort());
      expect(await keyless.exited).toBe(1);
      expect(keyless.output()).toMatch(/Cephalo cannot start: JWT_SECRET is required with DATABASE_URL/);

      const real = { DATA_DIR: tempDataDir(), DATABASE_URL: databaseUrl, JWT_SECRET: crypto.randomBytes(32).toString('base64') };
      const plain = start(real, await freePort());
      await waitUntilHealthy(plain);
      expect((await login(plain.baseUrl, 'admin', DEMO_PASSWORD)).status).toBe(401);
      plain.child.kill('SIGTERM');
      expect(await plain.exited).toBe(0);

      const seeded = start({ DATA_DIR: tempDataDir(), DATABASE_URL: databaseUrl, DEMO_SEED: 'true' }, await freePort());
      await waitUntilHealthy(seeded);
      expect((await login(seeded.baseUrl, 'admin', DEMO_PASSWORD)).status).toBe(200);
      seeded.child.kill('SIGTERM');
      expect(await seeded.exited).toBe(0);

      const afterDemo = start(real, await freePort());
      expect(await afterDemo.exited).toBe(1);
      expect(afterDemo.output()).toMatch(/the database holds the demo accounts/);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 600_000);
});
