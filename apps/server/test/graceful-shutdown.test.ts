import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { QuestionListSchema } from '@cephalo/shared/chat';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { withDatabaseName } from './database-names';
import { freePort, login, startServerProcess, waitUntilHealthy, type ServerProcess } from './server-process';

const running: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const adminQuery = async (statement: string) => {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
};

/**
 * A fresh installation: a data folder under .tmp/, and with TEST_DATABASE_URL an empty PostgreSQL
 * database of its own (the server migrates and seeds it), removed after the test.
 */
const freshInstallation = async (): Promise<Record<string, string>> => {
  fs.mkdirSync(path.resolve('.tmp'), { recursive: true });
  const dataDir = fs.mkdtempSync(path.resolve('.tmp/shutdown-data-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { DATA_DIR: dataDir };
  const name = `cephalo_shutdown_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return { DATA_DIR: dataDir, DATABASE_URL: withDatabaseName(url, name) };
};

const PATIENT = DEMO_ACCOUNTS.find((account) => account.email.startsWith('patient.premium@'))!;
const QUESTION = { message: 'What is medication overuse headache?', ai_assistant_id: 1 };

/** The built-in engine pauses between sentences, so a SIGTERM after the first chunk lands mid-answer. */
const start = async (installation: Record<string, string>, graceSeconds = 20, streamDelayMs = 100) => {
  const server = startServerProcess(
    {
      ...installation,
      DEMO_SEED: 'true',
      ASSISTANT_STREAM_DELAY_MS: String(streamDelayMs),
      SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
      LOG_LEVEL: 'info',
      DIARY_REMINDERS: 'false',
    },
    await freePort(),
  );
  running.push(server);
  await waitUntilHealthy(server);
  return server;
};

const bearer = async (baseUrl: string) => {
  const response = await login(baseUrl, 'patient.premium', DEMO_PASSWORD);
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
};

const ask = (baseUrl: string, token: string) =>
  fetch(`${baseUrl}/api/chat-stream`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(QUESTION),
  });

/** GET /api/ready on a new connection: its status, or 'refused' when nothing listens any more. */
const readyOnNewConnection = (baseUrl: string) =>
  new Promise<number | 'refused'>((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/ready`, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' ? resolve('refused') : reject(error)));
  });

describe(`SIGTERM during a chat answer (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('refuses new connections, lets the answer finish and store, then exits 0', async () => {
    const installation = await freshInstallation();
    const server = await start(installation);
    expect(await readyOnNewConnection(server.baseUrl)).toBe(200);
    const token = await bearer(server.baseUrl);

    // The whole answer, asked without interruption: the one the interrupted asker must also get.
    const reference = await (await ask(server.baseUrl, token)).text();
    expect(reference).toMatch(/not a diagnosis/i);

    const response = await ask(server.baseUrl, token);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    expect(first.done).toBe(false);
    let text = decoder.decode(first.value, { stream: true });
    expect(reference.startsWith(text)).toBe(true);

    // Another asker leaves after the first words: the server goes on writing that answer for them
    // (it counts), and the shutdown waits for it as well.
    await new Promise<void>((resolve, reject) => {
      const request = http.request(
        `${server.baseUrl}/api/chat-stream`,
        { method: 'POST', agent: false, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } },
        (cut) => {
          cut.once('data', () => {
            request.destroy();
            resolve();
          });
        },
      );
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      request.end(JSON.stringify(QUESTION));
    });

    server.child.kill('SIGTERM');
    let chunksAfterSigterm = 0;
    let hasEnded = false;
    const rest = (async () => {
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        chunksAfterSigterm += 1;
        text += decoder.decode(next.value, { stream: true });
      }
      hasEnded = true;
    })();
    // While the answer is still streaming, nobody new gets in.
    await expect.poll(() => readyOnNewConnection(server.baseUrl), { timeout: 10_000 }).toBe('refused');
    expect(hasEnded).toBe(false);

    await rest;
    expect(text).toBe(reference);
    expect(chunksAfterSigterm).toBeGreaterThan(1);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('closing: no new connections, running answers may finish');
    // The answer took a few seconds: its connection closed when it went idle, not at the end of the grace period
    // (left open, a keep-alive connection would hold the exit for 72 seconds).
    expect(server.output()).not.toContain('grace period over');

    // The request's log lines carry its id and, after the gate, the patient's id; never the e-mail, password or token.
    const logLines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{') && line.includes('"reqId"'));
    const chatLines = logLines.map((line) => JSON.parse(line) as { reqId: string; userId?: string; msg: string; req?: { url: string } });
    const chatRequestIds = new Set(chatLines.filter((line) => line.req?.url === '/api/chat-stream').map((line) => line.reqId));
    expect(chatRequestIds.size).toBe(3);
    const answered = chatLines.filter((line) => chatRequestIds.has(line.reqId) && line.msg === 'question answered');
    expect(answered).toHaveLength(2);
    expect(answered.every((line) => typeof line.userId === 'string' && line.userId.length > 0)).toBe(true);
    for (const line of logLines) {
      expect(line).not.toContain(PATIENT.email);
      expect(line).not.toContain(DEMO_PASSWORD);
      expect(line).not.toContain(token);
    }

    // All three answers were stored whole before the database closed.
    const again = await start(installation);
    const today = new Date().toISOString().slice(0, 10);
    const stored = await fetch(`${again.baseUrl}/api/questions-by-user/1?date=${today}`, {
      headers: { authorization: `Bearer ${await bearer(again.baseUrl)}` },
    });
    const answers = QuestionListSchema.parse(await stored.json()).map((question) => question.answer?.content);
    expect(answers).toEqual([reference.trim(), reference.trim(), reference.trim()]);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 600_000);

  it('cuts an answer still running at the end of the grace period and exits 0', async () => {
    // One second is shorter than the answer (a pause of 400 ms between each of its sentences).
    const server = await start(await freshInstallation(), 1, 400);
    const response = await ask(server.baseUrl, await bearer(server.baseUrl));
    const reader = response.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    server.child.kill('SIGTERM');
    const ending = await (async () => {
      try {
        while (!(await reader.read()).done);
        return 'ended';
      } catch {
        return 'cut';
      }
    })();
    expect(ending).toBe('cut');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('grace period over: closing the connections still open');
  }, 600_000);
});
