import { describe, expect, it } from 'vitest';
import { readWavHeader } from '../src/speech/wav-header';
import { bearerFor, createTestClinic, createTestUser } from './builders';
import { setupTestApp } from './test-app';

const t = setupTestApp();

/** A RIFF/WAVE header of one second of audio, with a chosen sample rate and byte rate. */
function wav({ sampleRate, byteRate }: { sampleRate: number; byteRate: number }): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + 32000, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(byteRate, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(32000, 40);
  return Buffer.concat([header, Buffer.alloc(32000)]);
}
const multipart = (boundary: string, file: Buffer, { complete = true } = {}) =>
  Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n`),
    file,
    Buffer.from(complete ? `\r\n--${boundary}--\r\n` : ''),
  ]);

describe('bad input is a 400 with a detail, at once, and nothing is stored', () => {
  it.each([
    ['POST', '/api/diaries', { input_date: '2026-01-01', sleep_hours: 7, stress_level: 2, notes: 'a\u0000b' }, /^notes: text must not contain a NUL character$/],
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
    const cut = await t.app.inject({ method: 'POST', url: '/api/profile/photo', headers: { authorization, 'content-type': 'multipart/form-data; boundary=XX' }, payload: multipart('XX', Buffer.from('abc'), { complete: false }) });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().detail).toMatch(/not a complete multipart\/form-data body/);
  });

  it.each([
    ['an absurd sample rate', { sampleRate: 4_000_000_000, byteRate: 32000 }],
    ['a byte rate that contradicts the sample rate', { sampleRate: 16000, byteRate: 1 }],
  ])('refuses a WAV whose header declares %s, before any decoder sees it', (_name, format) => {
    expect(() => readWavHeader(wav(format))).toThrow('The WAV file has an invalid format.');
    expect(readWavHeader(wav({ sampleRate: 16000, byteRate: 32000 })).durationSeconds).toBe(1);
  });
});
