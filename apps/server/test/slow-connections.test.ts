import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createTestUser } from './builders';
import { startChatCompletionsDouble, type ChatCompletionsDouble } from './doubles/chat-completions-double';
import { openRawConnection, statusCodesIn } from './raw-connection';
import { setupTestApp } from './test-app';

/**
 * Slow and greedy clients on a real socket (issue 37): a short time limit and a small connection
 * cap, so each case takes seconds. The model double pauses longer than the limit between chunks.
 */
const LIMIT_MS = 2000;
const CAP = 4;
let double: ChatCompletionsDouble;
beforeAll(async () => {
  double = await startChatCompletionsDouble();
});
afterAll(async () => {
  await double.close();
});
const t = setupTestApp(() => ({
  REQUEST_TIMEOUT_SECONDS: String(LIMIT_MS / 1000),
  MAX_CONNECTIONS_PER_CLIENT: String(CAP),
  ASSISTANT_BASE_URL: double.baseUrl,
}));
let port = 0;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

const connect = () => openRawConnection(port);
const openConnections = () => new Promise<number>((resolve, reject) => t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));

describe('slow and greedy clients', () => {
  it(`refuses a connection over ${CAP} from one address, and takes one again when another has closed`, async () => {
    await expect.poll(openConnections).toBe(0);
    const held = await Promise.all(Array.from({ length: CAP }, () => connect()));
    const extra = await connect();
    expect(await extra.closed).toBeLessThan(500);
    expect(extra.received()).toBe('');

    held[0]!.socket.destroy();
    await expect.poll(openConnections).toBe(CAP - 1);
    const next = await connect();
    next.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await expect.poll(() => statusCodesIn(next.received())).toEqual([200]);
    for (const connection of [...held, next]) connection.socket.destroy();
    await expect.poll(openConnections).toBe(0);
  });

  it('closes a body that trickles in one byte at a time, with a 408 and a detail, within the limit', async () => {
    const { socket, received, closed } = await connect();
    socket.write('POST /api/forgot-password HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
    const trickle = setInterval(() => socket.writable && socket.write(' '), 100);
    const closedAfter = await closed;
    clearInterval(trickle);
    expect(closedAfter).toBeGreaterThan(LIMIT_MS - 100);
    expect(closedAfter).toBeLessThan(LIMIT_MS + 1000);
    expect(statusCodesIn(received())).toEqual([408]);
    expect(received()).toMatch(/\r\n\r\n\{"detail":"The request did not arrive in time: send it again\."\}$/);
  });

  it('closes headers that trickle in, and a connection that sends nothing, within the limit', async () => {
    const slowHeaders = await connect();
    slowHeaders.socket.write('GET /api/health HTTP/1.1\r\n');
    const trickle = setInterval(() => slowHeaders.socket.writable && slowHeaders.socket.write('X-A: b\r\n'), 100);
    const silent = await connect();
    const [headersClosedAfter, silentClosedAfter] = await Promise.all([slowHeaders.closed, silent.closed]);
    clearInterval(trickle);
    expect(headersClosedAfter).toBeLessThan(LIMIT_MS + 1000);
    expect(statusCodesIn(slowHeaders.received())).toEqual([408]);
    expect(silentClosedAfter).toBeGreaterThan(LIMIT_MS - 100);
    expect(silentClosedAfter).toBeLessThan(LIMIT_MS + 1000);
  });

  it('answers a 200 KB gzip body on a GET with 415 at once; the connection answers the next request and closes when idle', async () => {
    const { socket, received, closed } = await connect();
    const body = zlib.gzipSync(crypto.randomBytes(200 * 1024));
    socket.write(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body);
    await expect.poll(() => statusCodesIn(received()), { timeout: 1000 }).toEqual([415]);
    expect(received()).toContain('{"detail":"Send the request body uncompressed, without a Content-Encoding header."}');

    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await expect.poll(() => statusCodesIn(received()), { timeout: 1000 }).toEqual([415, 200]);
    // What a shutdown does with the connections left open: this one is idle, so it closes at once.
    t.app.server.closeIdleConnections();
    expect(await closed).toBeLessThan(LIMIT_MS);
  });

  it('does not cut a chat answer whose chunks come further apart than the limit', async () => {
    double.tokens = ['Migraine is a common headache disorder [1]. ', 'This is not a diagnosis.'];
    double.chunkDelayMs = LIMIT_MS + 300;
    const user = await createTestUser(t.db);
    const authorization = await bearerFor(t.app, user.email);
    const { socket, received, closed } = await connect();
    const question = JSON.stringify({ message: 'What is a migraine?', ai_assistant_id: 1 });
    socket.write(
      `POST /api/chat-stream HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${authorization}\r\nContent-Type: application/json\r\nContent-Length: ${question.length}\r\nConnection: close\r\n\r\n${question}`,
    );
    await closed;
    expect(statusCodesIn(received())).toEqual([200]);
    expect(received()).toMatch(/Migraine is a common headache disorder[\s\S]*This is not a diagnosis\./);
  }, 20_000);
});
