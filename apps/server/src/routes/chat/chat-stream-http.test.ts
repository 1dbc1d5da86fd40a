import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { QuestionListSchema } from '@cephalo/shared/chat';
import { bearerFor, createTestUser } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';
import { answerQuestion } from '../../domain/chat/answer-question';

// A real socket, not inject(): chunks must reach the client as they are written.
const t = setupTestApp({ ASSISTANT_STREAM_DELAY_MS: '80' });
let baseUrl = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

describe('the chat stream over HTTP', () => {
  it('delivers the first chunk well before the last', async () => {
    const user = await createTestUser(t.db);
    const authorization = await bearerFor(t.app, user.email);
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/chat-stream`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'What is medication overuse headache?', ai_assistant_id: 1 }),
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const arrivals: number[] = [];
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      arrivals.push(performance.now() - started);
      text += new TextDecoder().decode(value);
    }
    expect(arrivals.length).toBeGreaterThan(3);
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThan(100);
    expect(text).toMatch(/overuse/i);
  });

  it('counts and stores a question whose asker leaves after the first chunk: dropping the connection does not make it free', async () => {
    const user = await createTestUser(t.db);
    const authorization = await bearerFor(t.app, user.email);
    // A raw request whose socket is destroyed after the first chunk: the connection is really gone.
    await new Promise<void>((resolve, reject) => {
      const request = http.request(
        `${baseUrl}/api/chat-stream`,
        { method: 'POST', headers: { authorization, 'content-type': 'application/json' } },
        (response) => {
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        },
      );
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      request.end(JSON.stringify({ message: 'What is medication overuse headache?', ai_assistant_id: 1 }));
    });

    const limit = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/profile/limit', headers: { authorization } })).json() as { questions_count: number }).questions_count;
    const today = new Date().toISOString().slice(0, 10);
    const stored = async () =>
      QuestionListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/questions-by-user/1?date=${today}`, headers: { authorization } })).json());
    await expect.poll(async () => (await stored())[0]?.answer?.content ?? '', { timeout: 10_000 }).toMatch(/not a diagnosis/);
    expect(await limit()).toBe(1);
  });

  it('a Retry under the same question id while the first try is still being written gets that answer, counted once and stored once', async () => {
    const user = await createTestUser(t.db);
    const authorization = await bearerFor(t.app, user.email);
    const body = JSON.stringify({ message: 'What is medication overuse headache?', ai_assistant_id: 1, question_id: crypto.randomUUID() });
    const firstQuestionId = await new Promise<string>((resolve, reject) => {
      const request = http.request(
        `${baseUrl}/api/chat-stream`,
        { method: 'POST', headers: { authorization, 'content-type': 'application/json' } },
        (response) => {
          response.once('data', () => {
            request.destroy();
            resolve(String(response.headers['x-question-id']));
          });
        },
      );
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      request.end(body);
    });
    // At once, while the server still writes the first answer (80 ms a chunk) for nobody.
    const retried = await fetch(`${baseUrl}/api/chat-stream`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body });
    expect(retried.status).toBe(200);
    expect(retried.headers.get('x-question-id')).toBe(firstQuestionId);
    const retriedText = await retried.text();

    const today = new Date().toISOString().slice(0, 10);
    const stored = QuestionListSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/questions-by-user/1?date=${today}`, headers: { authorization } })).json(),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toBe(firstQuestionId);
    expect(retriedText).toBe(stored[0]!.answer!.content);
    expect(retriedText).toMatch(/not a diagnosis/);
    const usage = (await t.app.inject({ method: 'GET', url: '/api/profile/limit', headers: { authorization } })).json() as { questions_count: number };
    expect(usage.questions_count).toBe(1);

    // Once more after it is stored: the same answer, still counted once.
    const again = await fetch(`${baseUrl}/api/chat-stream`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body });
    expect(await again.text()).toBe(retriedText);
    expect(
      ((await t.app.inject({ method: 'GET', url: '/api/profile/limit', headers: { authorization } })).json() as { questions_count: number }).questions_count,
    ).toBe(1);
  });

  it('gives back at once a question whose asker left before its answer started, and writes nothing', async () => {
    const user = await createTestUser(t.db);
    const authorization = await bearerFor(t.app, user.email);
    const started = await answerQuestion({
      db: t.db,
      assistant: t.app.assistant,
      log: t.app.log,
      userId: user.id,
      agentId: 1,
      message: 'What is medication overuse headache?',
      weather: null,
      timeZone: 'UTC',
    });
    const limit = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/profile/limit', headers: { authorization } })).json() as { questions_count: number }).questions_count;
    expect(await limit()).toBe(1);
    await started.abandon();
    expect(await limit()).toBe(0);
    // A stream read after that writes nothing, and abandoning again changes nothing.
    expect((await started.chunks.next()).done).toBe(true);
    await started.abandon();
    expect(await limit()).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      QuestionListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/questions-by-user/1?date=${today}`, headers: { authorization } })).json()),
    ).toHaveLength(0);
  });

  it('never counts a question without its answer when the connection closes while it is being counted', async () => {
    const user = await createTestUser(t.db);
    const authorization = await bearerFor(t.app, user.email);
    await new Promise<void>((resolve) => {
      const request = http.request(`${baseUrl}/api/chat-stream`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' } });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      request.end(JSON.stringify({ message: 'What is medication overuse headache?', ai_assistant_id: 1 }), () => setImmediate(() => request.destroy()));
    });
    const limit = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/profile/limit', headers: { authorization } })).json() as { questions_count: number }).questions_count;
    const today = new Date().toISOString().slice(0, 10);
    const stored = async () =>
      QuestionListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/questions-by-user/1?date=${today}`, headers: { authorization } })).json());
    // Either the answer had started (then it is written and counted) or the question is given back; never counted and lost.
    await expect
      .poll(async () => ((await limit()) === 0 ? 'given back' : (await stored())[0]?.answer ? 'answered' : 'pending'), { timeout: 10_000 })
      .not.toBe('pending');
  });
});
