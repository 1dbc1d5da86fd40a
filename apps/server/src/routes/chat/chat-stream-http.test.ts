import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { QuestionListSchema } from '@cephalo/shared/chat';
import { bearerFor, createTestUser } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';

// A real socket, not inject(): chunks must reach the client as they are written.
const t = setupTestApp({ ASSISTANT_STREAM_DELAY_MS: '30' });
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
      const request = http.request(`${baseUrl}/api/chat-stream`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' } }, (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      request.end(JSON.stringify({ message: 'What is medication overuse headache?', ai_assistant_id: 1 }));
    });

    const limit = async () => ((await t.app.inject({ method: 'GET', url: '/api/profile/limit', headers: { authorization } })).json() as { questions_count: number }).questions_count;
    const today = new Date().toISOString().slice(0, 10);
    const stored = async () => QuestionListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/questions-by-user/1?date=${today}`, headers: { authorization } })).json());
    await expect.poll(async () => (await stored())[0]?.answer?.content ?? '', { timeout: 10_000 }).toMatch(/not a diagnosis/);
    expect(await limit()).toBe(1);
  });
});
