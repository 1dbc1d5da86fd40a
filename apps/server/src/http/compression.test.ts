import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DiaryEntryListSchema } from '@cephalo/shared/diary';
import { bearerFor, consecutiveDates, createTestUser, insertDiaryDays } from '../../test/builders';
import { setupTestApp } from '../../test/test-app';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';

const t = setupTestApp();

describe('compressed JSON responses', () => {
  it('sends JSON over 1 KB as br or gzip, as the client accepts, and the same entries come out', async () => {
    const patient = await createTestUser(t.db);
    await insertDiaryDays(t.db, patient.id, consecutiveDates('2026-10-31', 31));
    const authorization = await bearerFor(t.app, patient.email);
    const month = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/diaries/user/?from=2026-10-01&to=2026-10-31',
        headers: { authorization, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });

    const plain = await month();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const entries = DiaryEntryListSchema.parse(plain.json());
    expect(entries).toHaveLength(31);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await month('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString())).toEqual(entries);

    const gzip = await month('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(entries);
  });

  it('leaves small JSON and the streamed chat answer uncompressed (the stream must arrive chunk by chunk)', async () => {
    const patient = await createTestUser(t.db);
    // Greek takes two bytes a letter: the urgent answer is well over the 1 KB from which JSON is compressed.
    await t.db.update(users).set({ chatAnswerLanguage: 'Greek' }).where(eq(users.id, patient.id));
    const authorization = await bearerFor(t.app, patient.email);
    const small = await t.app.inject({ method: 'GET', url: '/api/diaries/user/', headers: { authorization, 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();

    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/chat-stream',
      headers: { authorization, 'accept-encoding': 'br, gzip', 'x-time-zone': 'UTC' },
      payload: { message: 'The worst headache of my life came on in seconds, what helps against it?', ai_assistant_id: 1 },
    });
    expect(chat.statusCode).toBe(200);
    expect(chat.headers['content-type']).toMatch(/^text\/plain/);
    expect(chat.headers['content-encoding']).toBeUndefined();
    expect(chat.rawPayload.length).toBeGreaterThan(1024);
  });
});
