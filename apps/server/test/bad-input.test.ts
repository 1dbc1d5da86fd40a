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
    ['POST', '/api/diaries', aDiaryInput({ input_date: '2026-01-01', sleep_hours: 7, stress_level: 2, notes: 'a\u0000b' }), /^notes: text must not contain a NUL character$/],
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

  it('refuses a PATCH that changes nothing', async () => {
    const { admin, patients } = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const response = await t.app.inject({ method: 'PATCH', url: `/api/admin-clinic/users/${patients[0]!.id}`, headers: { authorization: await bearerFor(t.app, admin.email) }, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/Send the change to make/);
  });

  it('refuses multipart without a boundary, and multipart cut short', async () => {
    const user = await createTestUser(t.db);
    const authorization = await bearerFor(t.app, user.email);
    const noBoundary = await t.app.inject({ method: 'POST', url: '/api/profile/photo', headers: { authorization, 'content-type': 'multipart/form-data' }, payload: 'abc' });
    expect(noBoundary.statusCode).toBe(400);
    // The body stops inside the file part: no closing boundary ever comes.
    const upload = multipartFile(Buffer.from('abc'));
    const cut = await t.app.inject({ method: 'POST', url: '/api/profile/photo', headers: { authorization, ...upload.headers }, payload: upload.payload.subarray(0, upload.payload.length - 20) });
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
