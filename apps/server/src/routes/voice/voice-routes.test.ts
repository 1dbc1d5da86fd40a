import { spawnSync } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { spokenAnswers, usagePeriods } from '../../db/schema';
import { bearerFor, createTestUser } from '../../../test/builders';
import { multipartFile } from '../../../test/multipart';
import { silentWav } from '../../../test/wav-file';
import { setupTestApp } from '../../../test/test-app';
import { answerTextsFor } from '@cephalo/clinic/i18n/answer-texts';

const t = setupTestApp({ ASSISTANT_STREAM_DELAY_MS: '0', DATA_DIR: `.tmp/test-data-voice-${process.pid}` });
const hasSpeechTools = ['espeak-ng', 'pocketsphinx_batch', 'sox'].every((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0);

/** A spoken sentence as a WAV file (eSpeak NG, 22 kHz mono 16-bit PCM). */
const speak = (text: string) => spawnSync('espeak-ng', ['-v', 'en-us', '-s', '150', '--stdout', text]).stdout;
const silence = (seconds: number) => silentWav({ seconds });
const transcribe = async (authorization: string, bytes: Buffer, filename = 'speech.wav') => {
  const upload = multipartFile(bytes, { filename, contentType: 'audio/wav' });
  return t.app.inject({ method: 'POST', url: '/api/transcribe', headers: { authorization, ...upload.headers }, payload: upload.payload });
};
const predict = (authorization: string, message: string, agent = 1) =>
  t.app.inject({ method: 'POST', url: '/api/predict', headers: { authorization }, payload: { message, ai_assistant_id: agent } });

describe.runIf(hasSpeechTools)('voice with the built-in engines (pocketsphinx, eSpeak NG)', () => {
  it('transcribes a spoken domain question', async () => {
    const user = await createTestUser(t.db);
    const response = await transcribe(await bearerFor(t.app, user.email), speak('what causes migraines'));
    expect(response.statusCode).toBe(200);
    expect(response.json().text).toMatch(/migraine/);
  }, 60_000);

  it('answers a spoken question like a typed one, counts it, and speaks the answer to its owner only', async () => {
    const owner = await createTestUser(t.db);
    const auth = await bearerFor(t.app, owner.email);
    const response = await predict(auth, 'What causes migraines?');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ q_id: expect.any(String), a_id: expect.any(String), audio_label: expect.any(String) });
    expect(body.ai_response).toMatch(/not a diagnosis/);
    expect(body.q_time).toMatch(/^\d\d:\d\d:\d\d$/);
    const day = await t.app.inject({ method: 'GET', url: `/api/questions-by-user/1?date=${body.q_date}`, headers: { authorization: auth } });
    expect(day.json()[0]).toMatchObject({ id: body.q_id, answer: { id: body.a_id } });
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/limit', headers: { authorization: auth } })).json().questions_count).toBe(1);

    const audio = await t.app.inject({ method: 'GET', url: `/api/generate?audio_label=${body.audio_label}`, headers: { authorization: auth } });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toMatch(/audio\/wav/);
    expect(audio.rawPayload.toString('ascii', 0, 4)).toBe('RIFF');

    const stranger = await createTestUser(t.db);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/generate?audio_label=${body.audio_label}`,
          headers: { authorization: await bearerFor(t.app, stranger.email) },
        })
      ).statusCode,
    ).toBe(404);
    await t.db
      .update(spokenAnswers)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(spokenAnswers.label, body.audio_label));
    expect((await t.app.inject({ method: 'GET', url: `/api/generate?audio_label=${body.audio_label}`, headers: { authorization: auth } })).statusCode).toBe(
      404,
    );
  }, 60_000);
});

describe.runIf(hasSpeechTools)('voice input checks', () => {
  it('refuses what is not a PCM WAV, is longer than 60 seconds or larger than 10 MB, and anonymous callers', async () => {
    const user = await createTestUser(t.db);
    const auth = await bearerFor(t.app, user.email);
    const text = await transcribe(auth, Buffer.from('this is not audio at all, only text'.repeat(3)), 'speech.wav');
    expect(text.statusCode).toBe(400);
    expect(text.json().detail).toBe('The recording must be a WAV file.');
    const long = await transcribe(auth, silence(61));
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toMatch(/longer than 60 seconds/);
    const huge = await transcribe(auth, Buffer.concat([silence(1), Buffer.alloc(10 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/transcribe' });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/generate?audio_label=nope', headers: { authorization: auth } })).statusCode).toBe(400);
  }, 60_000);

  it('applies the plan limit to spoken questions', async () => {
    const user = await createTestUser(t.db, { plan: 'Free' });
    const auth = await bearerFor(t.app, user.email);
    await t.app.inject({ method: 'GET', url: '/api/profile/limit', headers: { authorization: auth } });
    await t.db.update(usagePeriods).set({ questionsCount: 20 }).where(eq(usagePeriods.userId, user.id));
    const response = await predict(auth, 'Is caffeine a trigger?');
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/used all 20 questions/);
    expect((await predict(auth, 'What is dementia?', 2)).statusCode).toBe(403);
  });
});

describe('without speech engines', () => {
  const bare = setupTestApp({ DATA_DIR: `.tmp/test-data-voice-bare-${process.pid}` });
  it('answers 503 with a clear detail', async () => {
    bare.app.speech.speechToText = null;
    bare.app.speech.textToSpeech = null;
    const user = await createTestUser(bare.db);
    const auth = await bearerFor(bare.app, user.email);
    const upload = multipartFile(silence(1));
    const response = await bare.app.inject({
      method: 'POST',
      url: '/api/transcribe',
      headers: { authorization: auth, ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().detail).toMatch(/Speech recognition is not available/);
  });
});

describe('a spoken answer', () => {
  const app = setupTestApp({ ASSISTANT_STREAM_DELAY_MS: '0', DATA_DIR: `.tmp/test-data-voice-urgent-${process.pid}` });

  it('starts with the urgent advice and speaks only the short answer, not the article', async () => {
    const spoken: string[] = [];
    app.app.speech.textToSpeech = {
      name: 'test voice',
      synthesize: (text: string) => (spoken.push(text), Promise.resolve({ audio: Buffer.from('RIFF'), contentType: 'audio/wav' })),
    };
    const auth = await bearerFor(app.app, (await createTestUser(app.db)).email);
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/predict',
      headers: { authorization: auth },
      payload: { message: 'I suddenly got the worst headache of my life, it exploded in seconds', ai_assistant_id: 1 },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const alert = answerTextsFor('English').urgency.emergency;
    expect(body.urgency).toBe('emergency');
    expect(body.ai_response.startsWith(`${alert.title}\n${alert.text}`)).toBe(true);
    const audio = await app.app.inject({ method: 'GET', url: `/api/generate?audio_label=${body.audio_label}`, headers: { authorization: auth } });
    expect(audio.statusCode).toBe(200);
    expect(spoken[0]?.startsWith(alert.title)).toBe(true);
    const article = app.app.assistant.index.get('thunderclap-headache')?.body ?? '?';
    expect(spoken[0]).not.toContain(article.slice(0, 80));
    expect(spoken[0]?.split(/\s+/).length).toBeLessThan(200);
  });
});

describe('voice capabilities', () => {
  const app = setupTestApp({ DATA_DIR: `.tmp/test-data-voice-capabilities-${process.pid}` });
  const recogniser = { name: 'test recogniser', transcribe: () => Promise.resolve('what causes migraines') };
  const voice = { name: 'test voice', synthesize: () => Promise.resolve({ audio: Buffer.from('RIFF'), contentType: 'audio/wav' }) };
  const capabilities = (authorization?: string) =>
    app.app.inject({ method: 'GET', url: '/api/voice/capabilities', headers: authorization ? { authorization } : {} });

  it('says which speech engines the server has, to patients and doctors', async () => {
    const patient = await bearerFor(app.app, (await createTestUser(app.db)).email);
    const doctor = await bearerFor(app.app, (await createTestUser(app.db, { role: 'DOCTOR' })).email);

    app.app.speech.speechToText = recogniser;
    app.app.speech.textToSpeech = voice;
    const both = await capabilities(patient);
    expect(both.statusCode).toBe(200);
    expect(both.json()).toEqual({ recognition: true, synthesis: true, missing_packages: [] });
    expect((await capabilities(doctor)).json()).toEqual({ recognition: true, synthesis: true, missing_packages: [] });

    // Recognition missing: no voice input; the spoken answers alone are still there.
    app.app.speech.speechToText = null;
    expect((await capabilities(patient)).json()).toMatchObject({ recognition: false, synthesis: true });

    app.app.speech.speechToText = recogniser;
    app.app.speech.textToSpeech = null;
    expect((await capabilities(patient)).json()).toMatchObject({ recognition: true, synthesis: false });

    app.app.speech.speechToText = null;
    app.app.speech.missingPackages = { recognition: ['pocketsphinx', 'sox'], synthesis: ['espeak-ng'] };
    const none = await capabilities(doctor);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ recognition: false, synthesis: false, missing_packages: ['pocketsphinx', 'sox', 'espeak-ng'] });
  });

  it('refuses anonymous callers and clinic administrators', async () => {
    const anonymous = await capabilities();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toEqual(expect.any(String));
    const admin = await createTestUser(app.db, { role: 'CLINIC_ADMIN' });
    const refused = await capabilities(await bearerFor(app.app, admin.email));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/for patients and doctors/);
  });
});
