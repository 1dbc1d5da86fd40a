import { describe, expect, it } from 'vitest';
import { DiaryEntryListSchema, DiaryEntrySchema } from '@cephalo/shared/diary';
import { aDiaryInput } from '@cephalo/shared/testing/diary-entry-builder';
import { bearerFor, createTestClinic, createTestUser } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';
import { todayIn } from '../../time/local-date-time';

const t = setupTestApp();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
// Overrides may be invalid on purpose (the refusals below), so they go on top of the typed body.
const entry = (overrides: Record<string, unknown> = {}) => ({ ...aDiaryInput({ input_date: daysAgo(1), sleep_hours: 7.5, stress_level: 3 }), ...overrides });
const post = (authorization: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/diaries', headers: { authorization, 'x-time-zone': 'UTC' }, payload: payload as object });
const get = (authorization: string, url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });

describe('the headache diary', () => {
  it('creates an entry with the defaults, keeps headache details only with a headache, and updates the same date', async () => {
    const patient = await createTestUser(t.db, { plan: 'Premium' });
    const auth = await bearerFor(t.app, patient.email);
    const created = await post(
      auth,
      entry({ headache_intensity: 7, headache_start: '08:30', notes: 'None', weather: { city: 'Belgrade', temperature: 12, condition: 'Rain' } }),
    );
    expect(created.statusCode).toBe(201);
    const body = DiaryEntrySchema.parse(created.json());
    expect(body).toMatchObject({
      headache: 'no',
      headache_intensity: null,
      headache_start: null,
      notes: null,
      sleep_hours: 7.5,
      stress_level: 3,
      weather: { city: 'Belgrade' },
    });

    const updated = await post(
      auth,
      entry({
        headache: 'yes',
        headache_intensity: 8,
        headache_start: '08:30',
        headache_end: '11:00:00',
        headache_associated_symptoms_nausea: true,
        medication_taken: 'sumatriptan 50 mg',
      }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: body.id,
      headache: 'yes',
      headache_intensity: 8,
      headache_start: '08:30',
      headache_end: '11:00',
      headache_associated_symptoms_nausea: true,
    });

    const list = DiaryEntryListSchema.parse((await get(auth, '/api/diaries/user/')).json());
    expect(list).toHaveLength(1);
    expect((await get(auth, '/api/diaries/user')).statusCode).toBe(200);
    const one = await get(auth, `/api/diaries/${body.id}/user/`);
    expect(one.json()).toMatchObject({ id: body.id, medication_taken: 'sumatriptan 50 mg' });
  });

  it('lists entries newest first and keeps two concurrent saves of one date to one row', async () => {
    const patient = await createTestUser(t.db);
    const auth = await bearerFor(t.app, patient.email);
    await post(auth, entry({ input_date: daysAgo(5) }));
    await Promise.all([post(auth, entry({ input_date: daysAgo(2), stress_level: 4 })), post(auth, entry({ input_date: daysAgo(2), stress_level: 6 }))]);
    const list = DiaryEntryListSchema.parse((await get(auth, '/api/diaries/user/')).json());
    expect(list.map((item) => item.input_date)).toEqual([daysAgo(2), daysAgo(5)]);
  });

  it.each([
    [{ input_date: '2026-02-30' }, /input_date/],
    [{ input_date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) }, /must not be in the future/],
    [{ sleep_hours: undefined }, /sleep_hours/],
    [{ sleep_hours: 7.25 }, /steps of 0.1/],
    [{ sleep_hours: 25 }, /sleep_hours must be from 0 to 24/],
    [{ stress_level: 0 }, /stress_level must be from 1 to 10/],
    [{ stress_level: undefined }, /stress_level/],
    [{ headache: 'maybe' }, /headache/],
    [{ headache: 'yes', headache_intensity: 11 }, /headache_intensity must be from 1 to 10/],
    [{ headache: 'yes', headache_start: '25:00' }, /headache_start: must be a time/],
    [{ notes: 'x'.repeat(2001) }, /notes: must be at most 2000/],
  ])('refuses %o with 400 and a detail, changing nothing', async (override, detail) => {
    const patient = await createTestUser(t.db);
    const auth = await bearerFor(t.app, patient.email);
    await post(auth, entry({ input_date: daysAgo(1), notes: 'kept' }));
    const response = await post(auth, entry({ input_date: daysAgo(1), ...override }));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(detail);
    expect(DiaryEntryListSchema.parse((await get(auth, '/api/diaries/user/')).json())[0]?.notes).toBe('kept');
  });

  it("takes today from the caller's time zone (x-time-zone), and from UTC when the zone is unknown", async () => {
    const patient = await createTestUser(t.db);
    const auth = await bearerFor(t.app, patient.email);
    const postIn = (zone: string, inputDate: string) =>
      t.app.inject({ method: 'POST', url: '/api/diaries', headers: { authorization: auth, 'x-time-zone': zone }, payload: entry({ input_date: inputDate }) });
    // Kiritimati (UTC+14) is always a day or two ahead of Pago Pago (UTC-11): its today is Pago Pago's future.
    const kiritimatiToday = todayIn('Pacific/Kiritimati');
    expect((await postIn('Pacific/Kiritimati', kiritimatiToday)).statusCode).toBe(201);
    const early = await postIn('Pacific/Pago_Pago', kiritimatiToday);
    expect(early.statusCode).toBe(400);
    expect(early.json().detail).toMatch(/must not be in the future/);

    const utcToday = todayIn('UTC');
    const utcTomorrow = new Date(Date.parse(`${utcToday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect((await postIn('Mars/Olympus_Mons', utcTomorrow)).statusCode).toBe(400);
    expect([200, 201]).toContain((await postIn('Mars/Olympus_Mons', utcToday)).statusCode);
  });

  it('answers 403 with a detail for Free and Basic plans, and for doctors and administrators', async () => {
    const { clinic } = await createTestClinic(t.db);
    for (const plan of ['Free', 'Basic'] as const) {
      const patient = await createTestUser(t.db, { plan, clinicId: clinic.id });
      const auth = await bearerFor(t.app, patient.email);
      const response = await post(auth, entry());
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toMatch(new RegExp(`not part of the ${plan} plan. Contact .*@clinic\\.test`));
      expect((await get(auth, '/api/diaries/user/')).statusCode).toBe(403);
    }
    const doctor = await createTestUser(t.db, { role: 'DOCTOR' });
    expect((await post(await bearerFor(t.app, doctor.email), entry())).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/diaries', payload: entry() })).statusCode).toBe(401);
  });

  it("keeps each patient's entries to the patient and their own doctor (404 for anyone else)", async () => {
    const { doctor, patients } = await createTestClinic(t.db, { withDoctor: true, patients: 2 });
    const other = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const [patient, neighbour] = patients;
    const patientAuth = await bearerFor(t.app, patient!.email);
    const saved = DiaryEntrySchema.parse((await post(patientAuth, entry({ notes: 'private' }))).json());

    const neighbourAuth = await bearerFor(t.app, neighbour!.email);
    expect((await get(neighbourAuth, `/api/diaries/${saved.id}/user/`)).statusCode).toBe(404);
    expect(DiaryEntryListSchema.parse((await get(neighbourAuth, '/api/diaries/user/')).json())).toEqual([]);

    const doctorAuth = await bearerFor(t.app, doctor!.email);
    const patientsOfDoctor = (await get(doctorAuth, '/api/doctors/patients')).json() as { id: string }[];
    expect(patientsOfDoctor.map((item) => item.id).sort()).toEqual([patient!.id, neighbour!.id].sort());
    const seen = DiaryEntryListSchema.parse((await get(doctorAuth, `/api/diaries/user/${patient!.id}`)).json());
    expect(seen[0]?.notes).toBe('private');

    const strangerAuth = await bearerFor(t.app, other.doctor!.email);
    const stranger = await get(strangerAuth, `/api/diaries/user/${patient!.id}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('private');
    expect((await get(strangerAuth, '/api/doctors/patients')).json()).toEqual([
      {
        id: other.patients[0]!.id,
        name: null,
        surname: null,
        email: other.patients[0]!.email,
        phone_number: null,
        migraine_days_28: 0,
        migraine_days_previous_28: 0,
        headache_days_28: 0,
        acute_medication_days_28: 0,
        days_with_entry_28: 0,
        overuse_status: 'none',
        migraine_days_trend: null,
        last_entry_on: null,
        days_since_last_entry: null,
        attention_reasons: ['no_entries'],
      },
    ]);
    expect((await get(patientAuth, `/api/diaries/user/${neighbour!.id}`)).statusCode).toBe(403);
  });
});
