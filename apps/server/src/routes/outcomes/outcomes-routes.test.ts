import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MidasScoreSchema, OutcomesResponseSchema, TreatmentWithResponseSchema } from '@cephalo/shared/outcomes';
import { bearerFor, createTestClinic, insertDiaryEntries, type TestDiaryDay } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';
import { dayOfMonth, daysAgo, today } from './outcome-test-dates';

const t = setupTestApp();
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, authorization: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

/** Last month: 4 headache days, 2 of them migraine days, 2 acute medication days, 10 days logged. */
const lastMonth: TestDiaryDay[] = [
  // 6 hours, throbbing, left-sided, intensity 7, nausea: a migraine day by its features.
  {
    date: dayOfMonth(1, 1),
    headache: true,
    headacheStart: '08:00',
    headacheEnd: '14:00',
    headacheIntensity: 7,
    headachePainDescription: 'throbbing',
    headachePainLocation: 'left temple',
    nausea: true,
  },
  // One hour, but treated with a triptan: a migraine day and a triptan day.
  { date: dayOfMonth(1, 2), headache: true, headacheStart: '08:00', headacheEnd: '09:00', headacheIntensity: 4, medicationTaken: 'sumatriptan 50 mg' },
  // Migraine features, untreated, under 4 hours: a headache day only.
  {
    date: dayOfMonth(1, 3),
    headache: true,
    headacheStart: '08:00',
    headacheEnd: '09:30',
    headacheIntensity: 7,
    headachePainDescription: 'throbbing',
    nausea: true,
  },
  // Ibuprofen, no times: a headache day and a simple-analgesic day.
  { date: dayOfMonth(1, 4), headache: true, headacheIntensity: 6, medicationTaken: 'ibuprofen 400 mg' },
  // Magnesium names no acute medicine.
  { date: dayOfMonth(1, 5), medicationTaken: 'magnesium' },
  ...[6, 7, 8, 9, 10].map((day) => ({ date: dayOfMonth(1, day) })),
];

describe('the patient outcomes API', () => {
  it('counts the months of GET /api/outcomes from crafted diary days', async () => {
    const { patients } = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const patient = patients[0]!;
    await insertDiaryEntries(t.db, patient.id, [...lastMonth, { date: today(), headache: true, headacheIntensity: 8, medicationTaken: 'rizatriptan 10 mg' }]);
    const auth = await bearerFor(t.app, patient.email);
    const response = await call('GET', '/api/outcomes?months=3', auth);
    expect(response.statusCode).toBe(200);
    const body = OutcomesResponseSchema.parse(response.json());
    expect(body.months.map((month) => month.month)).toEqual([dayOfMonth(2, 1).slice(0, 7), dayOfMonth(1, 1).slice(0, 7), today().slice(0, 7)]);
    const [before, previous, current] = body.months;
    expect(before).toMatchObject({ headache_days: 0, days_with_entry: 0, coverage: 0, is_partial: false });
    expect(previous).toMatchObject({
      headache_days: 4,
      migraine_days: 2,
      acute_medication_days: 2,
      unclassified_medication_days: 1,
      days_with_entry: 10,
      is_partial: false,
      overuse: { status: 'none', classes: [] },
    });
    expect(previous?.acute_medication_days_by_class).toMatchObject({ triptan: 1, simple_analgesic: 1, opioid: 0 });
    expect(previous?.coverage).toBeCloseTo(10 / previous!.days_in_month, 5);
    expect(current).toMatchObject({
      headache_days: 1,
      migraine_days: 1,
      acute_medication_days: 1,
      days_with_entry: 1,
      is_partial: Number(today().slice(8, 10)) < current!.days_in_month,
    });
    expect(body.window_28_days).toMatchObject({ to: today(), from: daysAgo(27) });
    expect(body.treatments).toEqual([]);
    expect(body.midas_latest).toBeNull();

    expect((await call('GET', '/api/outcomes?months=0', auth)).json().detail).toMatch(/months must be from 1 to 36/);
    expect((await call('GET', '/api/outcomes?months=37', auth)).statusCode).toBe(400);
  });

  it('records, changes and removes treatments, refusing bad input and other patients', async () => {
    const { patients } = await createTestClinic(t.db, { withDoctor: true, patients: 2 });
    const [patient, neighbour] = [patients[0]!, patients[1]!];
    const auth = await bearerFor(t.app, patient.email);
    const neighbourAuth = await bearerFor(t.app, neighbour.email);

    const refused = await call('POST', '/api/treatments', auth, { name: 'Topiramate', started_on: daysAgo(10), stopped_on: daysAgo(20) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/stopped_on must not be before started_on/);
    const unnamed = await call('POST', '/api/treatments', auth, { name: '   ', started_on: daysAgo(10) });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().detail).toMatch(/name is required/);
    expect((await call('POST', '/api/treatments', auth, { name: 'Topiramate', started_on: '2026-02-30' })).statusCode).toBe(400);

    const older = TreatmentWithResponseSchema.parse(
      (await call('POST', '/api/treatments', auth, { name: 'Propranolol', started_on: daysAgo(200), stopped_on: daysAgo(150) })).json(),
    );
    const created = await call('POST', '/api/treatments', auth, { name: 'Topiramate', started_on: daysAgo(10) });
    expect(created.statusCode).toBe(201);
    const topiramate = TreatmentWithResponseSchema.parse(created.json());
    expect(topiramate).toMatchObject({ name: 'Topiramate', started_on: daysAgo(10), stopped_on: null, response: { status: 'too_early' } });
    expect(older.response.status).toBe('stopped_early');

    const list = z.array(TreatmentWithResponseSchema).parse((await call('GET', '/api/treatments', auth)).json());
    expect(list.map((item) => item.name)).toEqual(['Topiramate', 'Propranolol']);

    const stopped = await call('PUT', `/api/treatments/${topiramate.id}`, auth, { name: 'Topiramate 50 mg', started_on: daysAgo(10), stopped_on: daysAgo(2) });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ id: topiramate.id, name: 'Topiramate 50 mg', stopped_on: daysAgo(2), response: { status: 'stopped_early' } });
    expect(
      (await call('PUT', `/api/treatments/${topiramate.id}`, auth, { name: 'Topiramate', started_on: daysAgo(10), stopped_on: daysAgo(11) })).statusCode,
    ).toBe(400);

    expect((await call('PUT', `/api/treatments/${topiramate.id}`, neighbourAuth, { name: 'Mine now', started_on: daysAgo(10) })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/treatments/${topiramate.id}`, neighbourAuth)).statusCode).toBe(404);
    expect((await call('GET', '/api/treatments', neighbourAuth)).json()).toEqual([]);

    expect((await call('DELETE', `/api/treatments/${topiramate.id}`, auth)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/treatments/${topiramate.id}`, auth)).statusCode).toBe(404);
    expect(((await call('GET', '/api/treatments', auth)).json() as { id: string }[]).map((item) => item.id)).toEqual([older.id]);
  });

  it('judges a treatment response from the diary days behind it', async () => {
    const { patients } = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const patient = patients[0]!;
    const start = daysAgo(100);
    // Baseline (90 days before the start): a triptan day every third day = 10 migraine days per 30.
    // Months 2-3 (days 31-90): every tenth day = 3 per 30, a 70 % reduction.
    const baseline = Array.from({ length: 90 }, (_, index) => ({
      date: daysAgo(190 - index),
      ...(index % 3 === 0 ? { headache: true, medicationTaken: 'sumatriptan' } : {}),
    }));
    const onTreatment = Array.from({ length: 60 }, (_, index) => ({
      date: daysAgo(70 - index),
      ...(index % 10 === 0 ? { headache: true, medicationTaken: 'sumatriptan' } : {}),
    }));
    await insertDiaryEntries(t.db, patient.id, [...baseline, ...onTreatment]);
    const auth = await bearerFor(t.app, patient.email);
    const created = TreatmentWithResponseSchema.parse((await call('POST', '/api/treatments', auth, { name: 'Erenumab', started_on: start })).json());
    expect(created.response).toMatchObject({
      status: 'responder',
      reduction_percent: 70,
      responder_threshold_percent: 50,
      baseline: { days_with_entry: 90, migraine_days: 30, migraine_days_per_30: 10 },
      treatment: { days_with_entry: 60, migraine_days: 6, migraine_days_per_30: 3 },
    });
    const outcomes = OutcomesResponseSchema.parse((await call('GET', '/api/outcomes?months=1', auth)).json());
    expect(outcomes.treatments.map((treatment) => [treatment.name, treatment.response.status])).toEqual([['Erenumab', 'responder']]);
  });

  it('scores MIDAS answers, lists them newest first and refuses 91 days', async () => {
    const { patients } = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const auth = await bearerFor(t.app, patients[0]!.email);
    const answers = {
      missed_work_days: 3,
      reduced_work_days: 4,
      missed_household_days: 2,
      reduced_household_days: 1,
      missed_social_days: 5,
      headache_days: 12,
      average_pain: 6,
    };
    const created = await call('POST', '/api/midas', auth, answers);
    expect(created.statusCode).toBe(201);
    expect(MidasScoreSchema.parse(created.json())).toMatchObject({ answered_on: today(), score: 15, grade: 'III', answers });
    const severe = MidasScoreSchema.parse((await call('POST', '/api/midas', auth, { ...answers, missed_work_days: 20, headache_days: null })).json());
    expect(severe).toMatchObject({ score: 32, grade: 'IV', answers: { headache_days: null } });

    const tooMany = await call('POST', '/api/midas', auth, { ...answers, missed_social_days: 91 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toMatch(/missed_social_days must be from 0 to 90/);
    expect((await call('POST', '/api/midas', auth, { ...answers, reduced_work_days: undefined })).statusCode).toBe(400);

    const list = z.array(MidasScoreSchema).parse((await call('GET', '/api/midas', auth)).json());
    expect(list.map((score) => score.score)).toEqual([32, 15]);
    const outcomes = OutcomesResponseSchema.parse((await call('GET', '/api/outcomes?months=1', auth)).json());
    expect(outcomes.midas_latest).toMatchObject({ id: severe.id, score: 32, grade: 'IV' });
  });
});
