import { describe, expect, it } from 'vitest';
import type { SpeechToText } from '../../speech/speech-engines';
import { bearerFor, createTestUser } from '../../../test/builders';
import { multipartFile } from '../../../test/multipart';
import { setupTestApp, type TestContext } from '../../../test/test-app';
import { silentWav } from '../../../test/wav-file';

/**
 * The test's speech-to-text double: each recognition waits until the test lets it finish, so a
 * test can hold recognitions running and see what a user's next one gets.
 */
function heldRecogniser() {
  const waiting: (() => void)[] = [];
  let started: () => void = () => undefined;
  const recogniser: SpeechToText = {
    name: 'held test recogniser',
    transcribe: () =>
      new Promise<string>((resolve) => {
        waiting.push(() => resolve('what causes migraines'));
        started();
      }),
  };
  return {
    recogniser,
    /** Resolves once `count` recognitions are running. */
    running: (count: number) =>
      new Promise<void>((resolve) => {
        started = () => waiting.length >= count && resolve();
        started();
      }),
    finishAll: () => waiting.splice(0).forEach((finish) => finish()),
  };
}

const transcribe = (context: TestContext, authorization: string, remoteAddress = '10.0.0.1') => {
  const upload = multipartFile(silentWav({ seconds: 1 }), { filename: 'speech.wav', contentType: 'audio/wav' });
  return context.app.inject({ method: 'POST', url: '/api/transcribe', remoteAddress, headers: { authorization, ...upload.headers }, payload: upload.payload });
};

describe('speech recognition at once per user', () => {
  const t = setupTestApp({
    DATA_DIR: `.tmp/test-data-transcribe-once-${process.pid}`,
    TRANSCRIBE_CONCURRENCY_PER_USER: '1',
    TRANSCRIBE_RATE_LIMIT_PER_MINUTE: '100',
  });

  it('refuses a second recognition of the same user with 429 and Retry-After while the first runs; others go on', async () => {
    const double = heldRecogniser();
    t.app.speech.speechToText = double.recogniser;
    const patient = await bearerFor(t.app, (await createTestUser(t.db)).email);
    const doctor = await bearerFor(t.app, (await createTestUser(t.db, { role: 'DOCTOR' })).email);

    const first = transcribe(t, patient);
    await double.running(1);
    const second = await transcribe(t, patient);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('5');
    expect(second.json()).toEqual({ detail: 'Your previous recording is still being recognised. Please wait for its text, then speak again.' });

    // Another user is not held back by this one.
    const other = transcribe(t, doctor);
    await double.running(2);
    double.finishAll();
    expect((await first).json()).toEqual({ text: 'what causes migraines' });
    expect((await other).statusCode).toBe(200);

    // The slot is given back once the first has ended, and after a failure too.
    const third = transcribe(t, patient);
    await double.running(1);
    double.finishAll();
    expect((await third).statusCode).toBe(200);
    t.app.speech.speechToText = { name: 'failing test recogniser', transcribe: () => Promise.reject(new Error('engine down')) };
    expect((await transcribe(t, patient)).statusCode).toBe(503);
    t.app.speech.speechToText = { name: 'test recogniser', transcribe: () => Promise.resolve('hello') };
    expect((await transcribe(t, patient)).statusCode).toBe(200);
  });
});

describe('speech recognition per minute per user', () => {
  const t = setupTestApp({ DATA_DIR: `.tmp/test-data-transcribe-minute-${process.pid}`, TRANSCRIBE_RATE_LIMIT_PER_MINUTE: '3' });

  it('answers 429 with Retry-After and a clear detail past the limit, counted per user whatever the address', async () => {
    t.app.speech.speechToText = { name: 'test recogniser', transcribe: () => Promise.resolve('what causes migraines') };
    const patient = await bearerFor(t.app, (await createTestUser(t.db)).email);
    const other = await bearerFor(t.app, (await createTestUser(t.db)).email);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await transcribe(t, patient, `10.5.${attempt}.1`)).statusCode).toBe(200);

    const refused = await transcribe(t, patient, '10.6.0.1');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      detail:
        'You have sent 3 recordings for recognition in the last minute, the most this server takes. Please wait a moment and speak again, or type your question.',
    });
    // Another user from the same address is not counted with this one.
    expect((await transcribe(t, other, '10.6.0.1')).statusCode).toBe(200);
  });

  it('asks for a session before counting', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/transcribe' })).statusCode).toBe(401);
  });
});
