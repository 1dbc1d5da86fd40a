import crypto from 'node:crypto';
// npm run bench:chat: time to the first chunk and to the full answer of the built-in engine,
// over real HTTP, at 1 and at 20 concurrent users. Prints figures; the target is a first-chunk
// p95 of at most 50 ms at 1 user on a 2-core machine.
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { openPglite } from '../apps/server/src/db/open-database';
import { createUser } from '../apps/server/src/domain/accounts/create-user';
import { findPlanByName } from '../apps/server/src/domain/plans/find-plan-by-name';

const QUESTIONS = [
  'What are common migraine triggers?',
  'How many days a month can I take triptans without rebound headaches?',
  'Is magnesium useful to prevent migraine?',
  'What does a migraine aura look like?',
  'Can weather changes cause headaches?',
];
const ROUNDS_PER_USER = 10;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function main() {
  const database = await openPglite(new PGlite());
  const config = loadConfig({ JWT_SECRET: crypto.randomBytes(32).toString('base64url'), WEB_DIST_DIR: '.tmp/no-web-app', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db: database.db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const premium = await findPlanByName({ db: database.db, name: 'Premium' });

  const tokens: string[] = [];
  for (let index = 0; index < 20; index += 1) {
    await createUser({ db: database.db, email: `bench${index}@example.test`, username: `bench${index}`, password: 'bench-pass', role: 'USER', planId: premium.id, clinicId: null, isVerified: true });
    const login = await fetch(`${baseUrl}/api/token`, { method: 'POST', body: new URLSearchParams({ username: `bench${index}`, password: 'bench-pass' }) });
    tokens.push(((await login.json()) as { access_token: string }).access_token);
  }

  const askOnce = async (token: string, message: string) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/chat-stream`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message, ai_assistant_id: 1 }),
    });
    const reader = response.body!.getReader();
    let first = NaN;
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
      if (Number.isNaN(first)) first = performance.now() - started;
    }
    return { first, total: performance.now() - started };
  };

  // Warm-up: JIT, prepared statements, the knowledge index.
  for (const question of QUESTIONS) await askOnce(tokens[0]!, question);

  const lines = [`Chat stream benchmark (built-in engine, ${config.ASSISTANT_STREAM_DELAY_MS} ms between sentences, PGlite)`];
  for (const users of [1, 20]) {
    const firsts: number[] = [];
    const totals: number[] = [];
    await Promise.all(
      tokens.slice(0, users).map(async (token, user) => {
        for (let round = 0; round < ROUNDS_PER_USER; round += 1) {
          const result = await askOnce(token, QUESTIONS[(user + round) % QUESTIONS.length]!);
          firsts.push(result.first);
          totals.push(result.total);
        }
      }),
    );
    lines.push(
      `${String(users).padStart(2)} user(s), ${firsts.length} answers: first chunk p50 ${percentile(firsts, 50).toFixed(1)} ms, p95 ${percentile(firsts, 95).toFixed(1)} ms; full answer p50 ${percentile(totals, 50).toFixed(0)} ms, p95 ${percentile(totals, 95).toFixed(0)} ms`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  await app.close();
  await database.close();
}

await main();
