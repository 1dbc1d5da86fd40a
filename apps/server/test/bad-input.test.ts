import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { aDiaryInput } from '@cephalo/shared/testing/diary-entry-builder';
import { readWavHeader } from '../src/speech/wav-header';
import { bearerFor, createTestClinic, createTestUser } from './builders';
import { multipartFile } from './multipart';
import { silentWav } from './wav-file';
import { setupTestApp } from './test-app';

const t = setupTestApp();

describe('bad input is a 400 with a detail, at once, and nothing is stored', () => {
  it.each([
    [
      'POST',
      '/api/diaries',
      aDiaryInput({ input_date: '2026-01-01', sleep_hours: 7, stress_level: 2, notes: 'a\u0000b' }),
      /^notes: text must not contain a NUL character$/,
    ],
    ['PUT', '/api/profile', { bio: 'x\u0000' }, /^bio: text must not contain a NUL character$/],
    ['POST', '/api/chat-stream', { message: 'coffee\u0000', ai_assistant_id: 1 }, /^message: /],
  ] as const)('%s %s with a NUL character', async (method, url, payload, detail) => {
    const user = await createTestUser(t.db);
    const response = await t.app.inject({ method, url, headers: { authorization: await bearerFor(t.app, user.email) }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(detail);
  });

  it('refuses a NUL character in a query or path value', async () => {
    const user = await createTestUser(t.db);
    const authorization = await bearerFor(t.app, user.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/questions-by-user/1?date=2026-01-01%00', headers: { authorization } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/clinic/%00', headers: { authorization } })).statusCode).toBe(400);
  });

  const LEVELS = 10_000;
  const nestedBodies = {
    arrays: `${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}`,
    objects: `${'{"message":'.repeat(LEVELS)}1${'}'.repeat(LEVELS)}`,
  };
  // The public routes parse the body of anyone; the others refuse an anonymous caller before reading it.
  it.each([
    ['POST', '/api/forgot-password', false],
    ['POST', '/api/register', false],
    ['POST', '/api/token', false],
    ['POST', '/api/diaries', true],
    ['PUT', '/api/profile', true],
    ['POST', '/api/chat-stream', true],
  ] as const)(`refuses JSON nested ${LEVELS} levels deep on %s %s, with and without a session`, async (method, url, needsSession) => {
    const user = await createTestUser(t.db);
    const authorization = await bearerFor(t.app, user.email);
    for (const payload of Object.values(nestedBodies)) {
      const signedIn = await t.app.inject({ method, url, headers: { authorization, 'content-type': 'application/json' }, payload });
      expect(signedIn.statusCode).toBe(400);
      expect(signedIn.json().detail).toBe('The JSON body is nested more than 64 levels deep.');
      const anonymous = await t.app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload });
      expect(anonymous.statusCode).toBe(needsSession ? 401 : 400);
      if (!needsSession) expect(anonymous.json().detail).toBe('The JSON body is nested more than 64 levels deep.');
    }
  });

  it('takes JSON nested as deep as the limit: the route validates it as usual', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${'['.repeat(63)}${']'.repeat(63)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^email: /);
  });

  it.each([
    ['gzip', zlib.gzipSync(JSON.stringify({ email: 'someone@example.test' }))],
    ['br', zlib.brotliCompressSync(JSON.stringify({ email: 'someone@example.test' }))],
    ['x-unknown', Buffer.from('abc')],
  ])('refuses a body sent with Content-Encoding: %s with 415, before reading it', async (encoding, payload) => {
    for (const [method, url] of [
      ['POST', '/api/forgot-password'],
      ['GET', '/api/health'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { 'content-type': 'application/json', 'content-encoding': encoding }, payload });
      expect(response.statusCode).toBe(415);
      expect(response.json().detail).toBe('Send the request body uncompressed, without a Content-Encoding header.');
    }
  });

  it('refuses a PATCH that changes nothing', async () => {
    const { admin, patients } = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin-clinic/users/${patients[0]!.id}`,
      headers: { authorization: await bearerFor(t.app, admin.email) },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/Send the change to make/);
  });

  it('refuses multipart without a boundary, and multipart cut short', async () => {
    const user = await createTestUser(t.db);
    const authorization = await bearerFor(t.app, user.email);
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/profile/photo',
      headers: { authorization, 'content-type': 'multipart/form-data' },
      payload: 'abc',
    });
    expect(noBoundary.statusCode).toBe(400);
    // The body stops inside the file part: no closing boundary ever comes.
    const upload = multipartFile(Buffer.from('abc'));
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/profile/photo',
      headers: { authorization, ...upload.headers },
      payload: upload.payload.subarray(0, upload.payload.length - 20),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().detail).toMatch(/not a complete multipart\/form-data body/);
  });

  it.each([
    ['an absurd sample rate', { sampleRate: 4_000_000_000, byteRate: 32000 }],
    ['a byte rate that contradicts the sample rate', { sampleRate: 16000, byteRate: 1 }],
  ])('refuses a WAV whose header declares %s, before any decoder sees it', (_name, format) => {
    expect(() => readWavHeader(silentWav({ bitsPerSample: 16, ...format }))).toThrow('The WAV file has an invalid format.');
    expect(readWavHeader(silentWav({ sampleRate: 16000, bitsPerSample: 16 })).durationSeconds).toBe(1);
  });
});
