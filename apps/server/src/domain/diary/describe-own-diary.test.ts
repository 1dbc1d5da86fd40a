import { describe, expect, it } from 'vitest';
import { PredictionResponseSchema } from '@cephalo/shared/diary';
import { aDiaryInput } from '@cephalo/shared/testing/diary-entry-builder';
import { bearerFor, createTestUser } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';

const t = setupTestApp({ ASSISTANT_STREAM_DELAY_MS: '0' });
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const ask = (authorization: string, message: string) =>
  t.app.inject({ method: 'POST', url: '/api/chat-stream', headers: { authorization, 'x-time-zone': 'UTC' }, payload: { message, ai_assistant_id: 1 } });

async function patientWithMigraines(days: number) {
  const patient = await createTestUser(t.db, { plan: 'Premium' });
  const auth = await bearerFor(t.app, patient.email);
  for (let index = 0; index < days; index += 1) {
    const isHeadache = index % 2 === 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/diaries',
      headers: { authorization: auth, 'x-time-zone': 'UTC' },
      payload: aDiaryInput({
        input_date: daysAgo(index),
        sleep_hours: 6.5,
        stress_level: 6,
        ...(isHeadache
          ? {
              headache: 'yes',
              headache_intensity: 7,
              headache_start: '08:00',
              headache_end: '15:00',
              headache_pain_description: 'throbbing',
              headache_pain_location: 'left side',
              headache_associated_symptoms_nausea: true,
              medication_taken: 'sumatriptan 50 mg',
            }
          : {}),
      }),
    });
    expect(response.statusCode).toBe(201);
  }
  return { patient, auth };
}

describe("the migraine agent on the patient's own diary", () => {
  it('summarises the last 30 days with a medication-overuse warning (ICHD-3 8.2)', async () => {
    const { auth } = await patientWithMigraines(24);
    const response = await ask(auth, 'How many headache days did I have this month?');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/days logged: 24\./);
    expect(response.body).toMatch(/Days with a headache: 12; of them, days with migraine features \(ICHD-3 1\.1 B-D\): 12\./);
    expect(response.body).toMatch(/Days with headache medicine: 12\./);
    expect(response.body).toMatch(/Medication-overuse warning: .*triptans/);
    expect(response.body).toMatch(/not a diagnosis/);
  });

  it('gives a structured ICHD-3 assessment with criteria met and missing, and the not-a-diagnosis note', async () => {
    const { auth } = await patientWithMigraines(12);
    const response = await ask(auth, 'What type of headache do I have?');
    expect(response.body).toMatch(/1\.1 Migraine without aura: criteria met/);
    expect(response.body).toMatch(/Met \(A\) At least 5 attacks/);
    expect(response.body).toMatch(/1\.2 Migraine with aura: (not met|partly met)/);
    expect(response.body).toMatch(/Missing \(A\) At least 2 attacks with aura/);
    expect(response.body).toMatch(/not a diagnosis/);
  });

  it('tells the five-day forecast, the same figures as GET /predict/diaries', async () => {
    const { auth } = await patientWithMigraines(10);
    const prediction = PredictionResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/predict/diaries', headers: { authorization: auth, 'x-time-zone': 'UTC' } })).json(),
    );
    const probabilities = prediction.predictions[0]!;
    expect(probabilities).toHaveLength(5);
    const response = await ask(auth, 'Will I get a headache tomorrow?');
    expect(response.body).toContain(`${Math.round(probabilities[0]! * 100)}%`);
    expect(response.body).toMatch(/headache forecast for the next five days/);
  });

  it('reads only the asker: another patient, a Basic plan and a doctor get no diary figures', async () => {
    await patientWithMigraines(6);
    const stranger = await createTestUser(t.db, { plan: 'Premium' });
    const strangerResponse = await ask(await bearerFor(t.app, stranger.email), 'Summarise my diary');
    expect(strangerResponse.body).toMatch(/no diary entries/);
    const basic = await createTestUser(t.db, { plan: 'Basic' });
    expect((await ask(await bearerFor(t.app, basic.email), 'Summarise my diary')).body).toMatch(/not part of your Basic plan/);
    const doctor = await createTestUser(t.db, { role: 'DOCTOR' });
    expect((await ask(await bearerFor(t.app, doctor.email), 'Summarise my diary')).body).toMatch(/work for patients/);
  });
});

describe('GET /api/predict/diaries', () => {
  it('answers a sensible prior for a new patient, 403 for Free and Basic plans and for doctors', async () => {
    const fresh = await createTestUser(t.db, { plan: 'Premium' });
    const prior = PredictionResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/predict/diaries', headers: { authorization: await bearerFor(t.app, fresh.email) } })).json(),
    );
    for (const probability of prior.predictions[0]!) expect(probability).toBeGreaterThan(0.05);
    for (const probability of prior.predictions[0]!) expect(probability).toBeLessThan(0.6);
    const basic = await createTestUser(t.db, { plan: 'Basic' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/predict/diaries', headers: { authorization: await bearerFor(t.app, basic.email) } })).statusCode,
    ).toBe(403);
    const doctor = await createTestUser(t.db, { role: 'DOCTOR' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/predict/diaries', headers: { authorization: await bearerFor(t.app, doctor.email) } })).statusCode,
    ).toBe(403);
  });
});
