import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createTestUser } from '../../test/builders';
import { setupTestApp } from '../../test/test-app';

const METRICS_TOKEN = 'scrape-token-for-tests-0123456789';
const scrape = (app: ReturnType<typeof setupTestApp>['app'], authorization = `Bearer ${METRICS_TOKEN}`) =>
  app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });

/** A built web app, so a missing /metrics would come back as its index.html if the fallback took it. */
// One folder per process: the PGlite and PostgreSQL runs go side by side.
const WEB_DIST_DIR = path.resolve(`.tmp/metrics-test-web-app-${process.pid}`);
const withWebApp = () => {
  fs.mkdirSync(WEB_DIST_DIR, { recursive: true });
  fs.writeFileSync(path.join(WEB_DIST_DIR, 'index.html'), '<!doctype html><title>Cephalo</title>');
  return { WEB_DIST_DIR };
};

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = setupTestApp(withWebApp);

  it('answers 404 in the API error shape, not the web app, even with a token', async () => {
    const response = await scrape(t.app);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found: GET /metrics' });
    // The fallback is there: another unknown path gets the page.
    expect((await t.app.inject({ method: 'GET', url: '/some/screen' })).body).toContain('<title>Cephalo</title>');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const t = setupTestApp(() => ({ ...withWebApp(), METRICS_TOKEN, ASSISTANT_STREAM_DELAY_MS: '50' }));
  let baseUrl = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => fs.rmSync(WEB_DIST_DIR, { recursive: true, force: true }));

  it('refuses a missing or wrong token with 401, whatever its length', async () => {
    for (const authorization of ['', 'Bearer ', `Bearer ${METRICS_TOKEN}x`, `Bearer ${METRICS_TOKEN.slice(0, -1)}`, METRICS_TOKEN]) {
      const response = await scrape(t.app, authorization);
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual({ detail: 'A valid metrics token is required.' });
    }
  });

  it('counts requests per route pattern, method and status, without ids in the labels', async () => {
    const user = await createTestUser(t.db);
    const authorization = await bearerFor(t.app, user.email);
    const entryId = '0b9e0a8c-6f0e-4a47-9a52-4d8f7a1e2b3c';
    for (let index = 0; index < 3; index += 1) await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization } });
    await t.app.inject({ method: 'GET', url: `/api/diaries/${entryId}/user`, headers: { authorization } });
    await t.app.inject({ method: 'GET', url: '/api/me' });
    await t.app.inject({ method: 'GET', url: `/api/no-such-thing/${entryId}` });

    const response = await scrape(t.app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(text).toContain('cephalo_http_requests_total{method="GET",route="/api/me",status_code="200"} 3');
    expect(text).toContain('cephalo_http_requests_total{method="GET",route="/api/me",status_code="401"} 1');
    // The pattern as the route registers it (this one with the specification's trailing slash).
    expect(text).toContain('cephalo_http_requests_total{method="GET",route="/api/diaries/:id/user/",status_code="404"} 1');
    expect(text).toContain('cephalo_http_requests_total{method="GET",route="(unmatched)",status_code="404"} 1');
    expect(text).toContain('cephalo_http_request_duration_seconds_count{method="GET",route="/api/me",status_code="200"} 3');
    expect(text).not.toContain(entryId);
    expect(text).not.toContain(user.email);
    // Default process metrics come along.
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('reports the PostgreSQL pool (none on the embedded database) and the job runs reported to it', async () => {
    t.app.metrics.recordJobRun('diary-reminder', 'ok');
    t.app.metrics.recordJobRun('diary-reminder', 'error');
    t.app.metrics.recordJobRun('diary-reminder', 'ok');
    const text = (await scrape(t.app)).body;
    expect(text).toContain('cephalo_job_runs_total{job="diary-reminder",outcome="ok"} 2');
    expect(text).toContain('cephalo_job_runs_total{job="diary-reminder",outcome="error"} 1');
    if (process.env.TEST_DATABASE_URL) {
      const total = /^cephalo_db_pool_connections\{state="total"\} (\d+)$/m.exec(text);
      expect(Number(total?.[1])).toBeGreaterThanOrEqual(1);
      expect(text).toMatch(/^cephalo_db_pool_connections\{state="waiting"\} 0$/m);
    } else {
      expect(text).not.toContain('cephalo_db_pool_connections');
    }
  });

  it('counts a chat answer as in flight from its first chunk until its end', async () => {
    const user = await createTestUser(t.db);
    const authorization = await bearerFor(t.app, user.email);
    const inFlight = async () => Number(/^cephalo_chat_streams_in_flight (\d+)$/m.exec((await scrape(t.app)).body)?.[1]);
    expect(await inFlight()).toBe(0);
    const response = await fetch(`${baseUrl}/api/chat-stream`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'What is medication overuse headache?', ai_assistant_id: 1 }),
    });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    expect(await inFlight()).toBe(1);
    while (!(await reader.read()).done);
    await expect.poll(inFlight).toBe(0);
  });
});
