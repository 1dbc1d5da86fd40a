import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { withDatabaseName } from './database-names';
import { startSmtpDouble, type SmtpDouble } from './doubles/smtp-double';
import { multipartFile } from './multipart';
import { freePort, login, startServerProcess, waitUntilHealthy, type ServerProcess } from './server-process';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: they must behave
 * as one product (issue 16). Each request below goes to one of them, alternating.
 */
const METRICS_TOKEN = crypto.randomBytes(24).toString('hex');

/** How many reminder runs a process has made (ran or skipped because the other one was running). */
async function reminderRuns(baseUrl: string): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return [...text.matchAll(/^cephalo_job_runs_total\{[^}]*job="diary-reminder"[^}]*\} (\d+)/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two server processes on one PostgreSQL database', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const databaseName = `cephalo_two_${crypto.randomBytes(4).toString('hex')}`;
  const servers: ServerProcess[] = [];
  let smtp: SmtpDouble;
  let urls: [string, string];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    smtp = await startSmtpDouble();
    const shared = {
      DATABASE_URL: withDatabaseName(adminUrl, databaseName),
      JWT_SECRET: crypto.randomBytes(32).toString('base64'),
      DEMO_SEED: 'true',
      SMTP_URL: smtp.url,
      AUTH_RATE_LIMIT_PER_MINUTE: '30',
      DIARY_REMINDER_HOUR: '0',
      DIARY_REMINDER_CHECK_MINUTES: '0.05',
      SESSION_RECHECK_SECONDS: '5',
      ASSISTANT_STREAM_DELAY_MS: '0',
      METRICS_TOKEN,
    };
    // One after the other: the first migrates and seeds, the second finds both done.
    for (let index = 0; index < 2; index += 1) {
      const port = await freePort();
      const server = startServerProcess(
        { ...shared, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'cephalo-two-')), PUBLIC_URL: `http://127.0.0.1:${port}` },
        port,
      );
      servers.push(server);
      await waitUntilHealthy(server);
    }
    urls = [servers[0]!.baseUrl, servers[1]!.baseUrl];
  }, 240_000);

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await smtp?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  // Every login counts against this client's limit (POST /api/token, 30 a minute, shared).
  let loginsSoFar = 0;
  const bearer = async (baseUrl: string, username: string, password = DEMO_PASSWORD) => {
    loginsSoFar += 1;
    const response = await login(baseUrl, username, password);
    expect(response.status).toBe(200);
    return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
  };
  const demo = (role: string) => DEMO_ACCOUNTS.find((account) => account.email.startsWith(role))!;

  it('serves a photo uploaded through one process from the other', async () => {
    const authorization = await bearer(urls[0], demo('patient.premium@').email);
    const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const upload = multipartFile(png);
    const uploaded = await fetch(`${urls[0]}/api/profile/photo`, { method: 'POST', headers: { authorization, ...upload.headers }, body: upload.payload });
    expect(uploaded.status).toBe(200);
    const photoUrl = ((await uploaded.json()) as { user: { profile_photo_url: string } }).user.profile_photo_url;
    const served = await fetch(`${urls[1]}${photoUrl}`, { headers: { authorization } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('answers exactly 20 of 40 simultaneous questions of a Free patient spread over both', async () => {
    const authorizations = [await bearer(urls[0], demo('patient.free@').email), await bearer(urls[1], demo('patient.free@').email)];
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async (_, index) => {
        const response = await fetch(`${urls[index % 2]}/api/chat-stream`, {
          method: 'POST',
          headers: { authorization: authorizations[index % 2]!, 'content-type': 'application/json' },
          body: JSON.stringify({ message: `What can trigger a migraine? (${index})`, ai_assistant_id: 1 }),
        });
        await response.text();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 403)).toHaveLength(20);
  });

  it('sends a due diary reminder once, though both processes check every three seconds', async () => {
    const adminAuth = await bearer(urls[0], demo('admin@').email);
    const email = `reminded.${crypto.randomBytes(3).toString('hex')}@clinic.example`;
    const created = await fetch(`${urls[0]}/api/admin-clinic/users`, {
      method: 'POST',
      headers: { authorization: adminAuth, 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        username: email.split('@')[0],
        password: 'calm-river-42',
        name: 'Rea',
        surname: 'Minded',
        phone_number: '',
        bio: '',
        plan: 'Premium',
      }),
    });
    expect(created.status).toBe(201);
    await smtp.waitForMail(email, 0, 30_000);
    // Another run of each process goes by (as their metrics count it): still one mail.
    const runsThen = await Promise.all(urls.map(reminderRuns));
    for (const [index, url] of urls.entries()) {
      await expect.poll(() => reminderRuns(url), { timeout: 20_000, interval: 500 }).toBeGreaterThanOrEqual(runsThen[index]! + 1);
    }
    expect(smtp.mailsTo(email)).toHaveLength(1);
  }, 60_000);

  it('refuses on the other process, within seconds, a session ended on one', async () => {
    const authorization = await bearer(urls[0], demo('patient.basic@').email);
    expect((await fetch(`${urls[1]}/api/me`, { headers: { authorization } })).status).toBe(200);
    expect((await fetch(`${urls[0]}/api/logout`, { method: 'POST', headers: { authorization } })).status).toBe(204);
    expect((await fetch(`${urls[0]}/api/me`, { headers: { authorization } })).status).toBe(401);
    await expect.poll(async () => (await fetch(`${urls[1]}/api/me`, { headers: { authorization } })).status, { timeout: 6000, interval: 250 }).toBe(401);
  });

  // Last: it uses up this client's logins for the minute.
  it('limits 40 wrong logins from one client spread over both as one: 30 logins a minute, then 429', async () => {
    const allowed = 30 - loginsSoFar;
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => login(urls[index % 2]!, `nobody${index}@example.test`, 'wrong-password').then((response) => response.status)),
    );
    // Per process, each would have let 30 through: all 40 would have been refused with 401.
    expect(statuses.filter((status) => status === 401)).toHaveLength(allowed);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - allowed);
  });
});
