import { describe, expect, it } from 'vitest';
import { DiaryEntryListSchema, DiaryEntrySchema } from '@cephalo/shared/diary';
import { aDiaryInput } from '@cephalo/shared/testing/diary-entry-builder';
import { bearerFor, createTestUser } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';
import { todayIn } from '../../time/local-date-time';

const t = setupTestApp();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const inject = (authorization: string, url: string, payload: object, timeZone = 'UTC') =>
  t.app.inject({ method: 'POST', url, headers: { authorization, 'x-time-zone': timeZone }, payload });
const recordAttack = (authorization: string, payload: object, timeZone?: string) => inject(authorization, '/api/diaries/attacks', payload, timeZone);
const endAttack = (authorization: string, payload: object) => inject(authorization, '/api/diaries/attacks/end', payload);
const entries = async (authorization: string) =>
  DiaryEntryListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/diaries/user/', headers: { authorization } })).json());
const newPatient = async (plan: 'Premium' | 'Basic' = 'Premium') => bearerFor(t.app, (await createTestUser(t.db, { plan })).email);

describe('POST /api/diaries/attacks and /attacks/end', () => {
  it('starts the day with the attack (sleep and stress still to fill in), and "It ended" closes it', async () => {
    const auth = await newPatient();
    const day = daysAgo(1);
    const recorded = await recordAttack(auth, {
      input_date: day,
      headache_start: '09:30',
      headache_intensity: 6,
      symptoms: ['headache_associated_symptoms_nausea'],
      medication_taken: 'Ibuprofen 400 mg',
      headache_pain_location: 'Forehead',
    });
    expect(recorded.statusCode).toBe(200);
    expect(DiaryEntrySchema.parse(recorded.json())).toMatchObject({
      input_date: day,
      headache: 'yes',
      headache_start: '09:30',
      headache_end: null,
      headache_intensity: 6,
      headache_associated_symptoms_nausea: true,
      medication_taken: 'Ibuprofen 400 mg',
      headache_pain_location: 'Forehead',
      sleep_hours: null,
      stress_level: null,
    });
    const ended = await endAttack(auth, { input_date: day, headache_end: '11:15' });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ id: recorded.json().id, headache_start: '09:30', headache_end: '11:15' });
    // Sent again (a retry): the later end stays.
    expect((await endAttack(auth, { input_date: day, headache_end: '10:00' })).json()).toMatchObject({ headache_end: '11:15' });
  });

  it('merges a second attack of the day into its entry, never losing the first or the rest of the day', async () => {
    const auth = await newPatient();
    const day = daysAgo(2);
    await inject(auth, '/api/diaries', aDiaryInput({ input_date: day, sleep_hours: 6.5, stress_level: 4, notes: 'Busy day', medication_taken: 'Magnesium' }));
    await recordAttack(auth, {
      input_date: day,
      headache_start: '08:00',
      headache_intensity: 7,
      symptoms: ['headache_associated_symptoms_nausea'],
      medication_taken: 'Ibuprofen 400 mg',
    });
    await endAttack(auth, { input_date: day, headache_end: '10:00' });
    const second = await recordAttack(auth, {
      input_date: day,
      headache_start: '18:00',
      headache_intensity: 5,
      symptoms: ['headache_associated_symptoms_light_sensitivity'],
      medication_taken: 'Sumatriptan 50 mg',
    });
    expect(second.json()).toMatchObject({
      headache: 'yes',
      headache_start: '08:00',
      headache_end: null,
      headache_intensity: 7,
      headache_associated_symptoms_nausea: true,
      headache_associated_symptoms_light_sensitivity: true,
      medication_taken: 'Magnesium, Ibuprofen 400 mg, Sumatriptan 50 mg',
      sleep_hours: 6.5,
      stress_level: 4,
      notes: 'Busy day',
    });
    expect((await endAttack(auth, { input_date: day, headache_end: '20:30' })).json()).toMatchObject({ headache_start: '08:00', headache_end: '20:30' });
    expect(await entries(auth)).toHaveLength(1);
  });

  it('keeps both of two attacks sent at once to a day without entry', async () => {
    const auth = await newPatient();
    const day = daysAgo(3);
    const answers = await Promise.all([
      recordAttack(auth, { input_date: day, headache_start: '07:00', headache_intensity: 3, medication_taken: 'A' }),
      recordAttack(auth, { input_date: day, headache_start: '12:00', headache_intensity: 8, medication_taken: 'B' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [stored] = await entries(auth);
    expect(stored).toMatchObject({ headache_start: '07:00', headache_intensity: 8 });
    expect(stored?.medication_taken?.split(', ').sort()).toEqual(['A', 'B']);
  });

  it("dates the attack on the caller's clock, not the server's (UTC+14 is a day ahead of UTC for most of the day)", async () => {
    const auth = await newPatient();
    const aheadOfUtc = 'Pacific/Kiritimati'; // UTC+14: its today is at least UTC's
    const theirToday = todayIn(aheadOfUtc);
    expect((await recordAttack(auth, { input_date: theirToday, headache_start: '00:30', headache_intensity: 4 }, aheadOfUtc)).statusCode).toBe(200);
    const tomorrow = todayIn('Pacific/Kiritimati', new Date(Date.now() + 86_400_000));
    const refused = await recordAttack(auth, { input_date: tomorrow, headache_start: '00:30', headache_intensity: 4 }, aheadOfUtc);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/must not be in the future/);
  });

  it.each([
    [{ headache_start: '25:00' }, /headache_start must be a time/],
    [{ headache_start: undefined }, /headache_start is required/],
    [{ headache_intensity: 0 }, /headache_intensity must be from 1 to 10/],
    [{ headache_intensity: undefined }, /headache_intensity is required/],
    [{ symptoms: ['headache_associated_symptoms_fever'] }, /symptoms/],
    [{ medication_taken: 'x'.repeat(301) }, /medication_taken: must be at most 300/],
    [{ input_date: '2026-02-30' }, /input_date/],
  ])('refuses the attack %o with 400 and a detail, storing nothing', async (override, detail) => {
    const auth = await newPatient();
    const response = await recordAttack(auth, { input_date: daysAgo(1), headache_start: '08:00', headache_intensity: 5, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(detail);
    expect(await entries(auth)).toEqual([]);
  });

  it('answers 404 for an end without a headache that day, and creates nothing', async () => {
    const auth = await newPatient();
    const response = await endAttack(auth, { input_date: daysAgo(1), headache_end: '10:00' });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toMatch(/no headache recorded/);
    expect(await entries(auth)).toEqual([]);
    await inject(auth, '/api/diaries', aDiaryInput({ input_date: daysAgo(1) }));
    expect((await endAttack(auth, { input_date: daysAgo(1), headache_end: '10:00' })).statusCode).toBe(404);
  });

  it('is part of the diary: a plan without it is refused with who upgrades it', async () => {
    const auth = await newPatient('Basic');
    const response = await recordAttack(auth, { input_date: daysAgo(1), headache_start: '08:00', headache_intensity: 5 });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/Contact/);
  });
});
