import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PredictionResponseSchema } from '@cephalo/shared/diary';
import { OutcomesResponseSchema } from '@cephalo/shared/outcomes';
import { aDiaryInput } from '@cephalo/shared/testing/diary-entry-builder';
import { buildApp, type App } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import { getHeadacheForecast } from '../src/domain/diary/get-headache-forecast';
import { loadClinicalDiary } from '../src/domain/diary/load-clinical-diary';
import { bearerFor, consecutiveDates, createTestClinic, createTestUser, insertDiaryDays } from './builders';
import { testConfig } from './test-config';
import { openTestDatabase } from './test-database';

/**
 * Two instances of the product on one database, as behind a load balancer: each keeps its own
 * caches, so what one instance changes must reach the other through the database.
 */
let database: DatabaseHandle;
let clock = Date.now();
const instances: App[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
  const config = testConfig({ SESSION_RECHECK_SECONDS: '5' });
  // Two instances fed by the database's change notifications, and a third without them, which
  // has only its recheck interval to notice what others changed.
  for (let index = 0; index < 2; index += 1)
    instances.push(await buildApp({ config, db: database.db, listenForChanges: database.listenForChanges, logger: false, now: () => clock }));
  instances.push(await buildApp({ config, db: database.db, logger: false, now: () => clock }));
});
afterAll(async () => {
  for (const app of instances) await app.close();
  await database?.close();
});

const today = new Date().toISOString().slice(0, 10);
const forecastOn = async (app: App, authorization: string) => {
  const response = await app.inject({ method: 'GET', url: '/api/predict/diaries', headers: { authorization, 'x-time-zone': 'UTC' } });
  expect(response.statusCode).toBe(200);
  return PredictionResponseSchema.parse(response.json()).predictions[0]!;
};
const profileStatus = async (app: App, authorization: string) => (await app.inject({ method: 'GET', url: '/api/me', headers: { authorization } })).statusCode;

/** A patient's session, checked on both instances, then ended on the first: refused there at once. */
async function logOutOnFirstAfterBothChecked(first: App, second: App) {
  const patient = await createTestUser(database.db);
  const auth = await bearerFor(first, patient.email);
  expect(await profileStatus(first, auth)).toBe(200);
  expect(await profileStatus(second, auth)).toBe(200);
  expect((await first.inject({ method: 'POST', url: '/api/logout', headers: { authorization: auth } })).statusCode).toBe(204);
  expect(await profileStatus(first, auth)).toBe(401);
  return auth;
}

describe('two instances on one database', () => {
  it('a diary entry saved on one instance moves the forecast on both, and an unchanged diary gives the same numbers', async () => {
    const [first, second] = instances as [App, App];
    const patient = await createTestUser(database.db);
    // Quiet weeks without headache, so a run of bad days must raise the risk.
    const auth = await bearerFor(first, patient.email);
    for (const date of consecutiveDates(today, 30).slice(0, -3)) {
      await first.inject({
        method: 'POST',
        url: '/api/diaries',
        headers: { authorization: auth, 'x-time-zone': 'UTC' },
        payload: aDiaryInput({ input_date: date, sleep_hours: 8, stress_level: 2 }),
      });
    }
    const before = await forecastOn(second, auth);
    expect(await forecastOn(first, auth)).toEqual(before);
    expect(await forecastOn(second, auth)).toEqual(before);

    for (const date of consecutiveDates(today, 3)) {
      const saved = await first.inject({
        method: 'POST',
        url: '/api/diaries',
        headers: { authorization: auth, 'x-time-zone': 'UTC' },
        payload: aDiaryInput({ input_date: date, headache: 'yes', headache_intensity: 8, sleep_hours: 4, stress_level: 9 }),
      });
      expect(saved.statusCode).toBe(201);
    }
    // The second instance hears of the new entries from the database (at once on PGlite, within milliseconds on PostgreSQL).
    await expect.poll(async () => (await forecastOn(second, auth))[0]!, { timeout: 2000, interval: 20 }).toBeGreaterThan(before[0]!);
    expect(await forecastOn(first, auth)).toEqual(await forecastOn(second, auth));
  });

  it('the stored forecast is the one computed from the entries (same numbers as without the store)', async () => {
    const [first, second] = instances as [App, App];
    const patient = await createTestUser(database.db);
    await insertDiaryDays(database.db, patient.id, consecutiveDates(today, 400));
    const auth = await bearerFor(first, patient.email);
    const direct = getHeadacheForecast({ diary: await loadClinicalDiary({ db: database.db, patientId: patient.id, today }), today }).probabilities;
    expect(direct).toHaveLength(5);
    // First computed and stored, then read back from the store, on either instance.
    expect(await forecastOn(first, auth)).toEqual(direct);
    expect(await forecastOn(second, auth)).toEqual(direct);
    expect(await forecastOn(first, auth)).toEqual(direct);
  });

  it('a logout ends the session at once on its instance and on an instance fed by change notifications', async () => {
    const [first, second] = instances as [App, App];
    const auth = await logOutOnFirstAfterBothChecked(first, second);
    await expect.poll(() => profileStatus(second, auth), { timeout: 2000, interval: 20 }).toBe(401);
  });

  it("a diary entry and an answered question leave the patient's session trusted on every instance (no new check), unlike a logout", async () => {
    const [first, second] = instances as [App, App];
    const patient = await createTestUser(database.db);
    const auth = await bearerFor(first, patient.email);
    const token = auth.replace(/^Bearer /, '');
    expect(await profileStatus(first, auth)).toBe(200);
    expect(await profileStatus(second, auth)).toBe(200);
    const saved = await first.inject({
      method: 'POST',
      url: '/api/diaries',
      headers: { authorization: auth, 'x-time-zone': 'UTC' },
      payload: aDiaryInput({ input_date: today }),
    });
    expect(saved.statusCode).toBe(201);
    const asked = await second.inject({
      method: 'POST',
      url: '/api/chat-stream',
      headers: { authorization: auth },
      payload: { message: 'What are common migraine triggers?', ai_assistant_id: 1 },
    });
    expect(asked.statusCode).toBe(200);
    // Both writes were announced (PGlite before the write resolves): the sessions checked before them are still trusted.
    for (const app of [first, second]) expect(app.sessions.get(token)?.id).toBe(patient.id);
    expect((await first.inject({ method: 'POST', url: '/api/logout', headers: { authorization: auth } })).statusCode).toBe(204);
    await expect.poll(() => second.sessions.get(token), { timeout: 2000, interval: 20 }).toBeUndefined();
  });

  it('without change notifications, a logout elsewhere ends the session within SESSION_RECHECK_SECONDS (until then the instance answers from its cache, not the database)', async () => {
    const [first, , second] = instances as [App, App, App];
    const auth = await logOutOnFirstAfterBothChecked(first, second);
    // The other instance checked this session moments ago and trusts it a few seconds more.
    clock += 4_000;
    expect(await profileStatus(second, auth)).toBe(200);
    clock += 1_500;
    expect(await profileStatus(second, auth)).toBe(401);
  });

  it("an administrator's plan change closes the diary at once on that instance, on a notified one, and within seconds on one without notifications", async () => {
    const [first, notified, second] = instances as [App, App, App];
    const { admin, patients } = await createTestClinic(database.db, { patients: 1 });
    const patient = patients[0]!;
    const patientAuth = await bearerFor(first, patient.email);
    const diaryStatus = async (app: App) =>
      (await app.inject({ method: 'GET', url: '/api/diaries/user/', headers: { authorization: patientAuth } })).statusCode;
    expect(await diaryStatus(first)).toBe(200);
    expect(await diaryStatus(notified)).toBe(200);
    expect(await diaryStatus(second)).toBe(200);
    const adminAuth = await bearerFor(first, admin.email);
    expect(
      (await first.inject({ method: 'PATCH', url: `/api/admin-clinic/users/${patient.id}`, headers: { authorization: adminAuth }, payload: { plan: 'Basic' } }))
        .statusCode,
    ).toBe(200);
    expect(await diaryStatus(first)).toBe(403);
    await expect.poll(() => diaryStatus(notified), { timeout: 2000, interval: 20 }).toBe(403);
    clock += 5_500;
    expect(await diaryStatus(second)).toBe(403);
  });

  it("a reassignment on one instance moves the patient between the doctors' lists on the other, and the moved diary month follows", async () => {
    const [first, second] = instances as [App, App];
    const { clinic, admin, doctor, patients } = await createTestClinic(database.db, { withDoctor: true, patients: 1 });
    const otherDoctor = await createTestUser(database.db, { role: 'DOCTOR', clinicId: clinic.id });
    const patient = patients[0]!;
    const doctorAuth = await bearerFor(second, doctor!.email);
    const otherAuth = await bearerFor(second, otherDoctor.email);
    const listOf = async (authorization: string) =>
      ((await second.inject({ method: 'GET', url: '/api/doctors/patients', headers: { authorization } })).json() as { id: string }[]).map((item) => item.id);
    expect(await listOf(doctorAuth)).toEqual([patient.id]);
    expect(await listOf(otherAuth)).toEqual([]);

    const adminAuth = await bearerFor(first, admin.email);
    expect(
      (
        await first.inject({
          method: 'PATCH',
          url: `/api/admin-clinic/users/${patient.id}`,
          headers: { authorization: adminAuth },
          payload: { doctor_id: otherDoctor.id },
        })
      ).statusCode,
    ).toBe(200);
    await expect.poll(() => listOf(otherAuth), { timeout: 2000, interval: 20 }).toEqual([patient.id]);
    await expect.poll(() => listOf(doctorAuth), { timeout: 2000, interval: 20 }).toEqual([]);

    const patientAuth = await bearerFor(second, patient.email);
    const month = async () =>
      (
        await second.inject({ method: 'GET', url: `/api/diaries/user/?from=${today.slice(0, 8)}01&to=${today}`, headers: { authorization: patientAuth } })
      ).json() as unknown[];
    // The doctor's list is a kept copy too, filed under each patient it shows: the patient's entry
    // on the other instance changes its numbers here.
    const daysLogged = async () =>
      (
        (await second.inject({ method: 'GET', url: '/api/doctors/patients', headers: { authorization: otherAuth, 'x-time-zone': 'UTC' } })).json() as {
          days_with_entry_28: number;
        }[]
      )[0]?.days_with_entry_28;
    expect(await month()).toEqual([]);
    expect(await daysLogged()).toBe(0);
    await first.inject({
      method: 'POST',
      url: '/api/diaries',
      headers: { authorization: patientAuth, 'x-time-zone': 'UTC' },
      payload: aDiaryInput({ input_date: today, sleep_hours: 7, stress_level: 3 }),
    });
    await expect.poll(async () => (await month()).length, { timeout: 2000, interval: 20 }).toBe(1);
    await expect.poll(daysLogged, { timeout: 2000, interval: 20 }).toBe(1);
  });
  it("a treatment the doctor records on one instance and the patient's MIDAS answers reach the patient's outcomes kept by the other", async () => {
    const [first, second] = instances as [App, App];
    const { doctor, patients } = await createTestClinic(database.db, { withDoctor: true, patients: 1 });
    const patient = patients[0]!;
    const outcomesUrl = `/api/doctors/patients/${patient.id}/outcomes?months=3`;
    const doctorOnSecond = await bearerFor(second, doctor!.email);
    const outcomes = async () =>
      OutcomesResponseSchema.parse((await second.inject({ method: 'GET', url: outcomesUrl, headers: { authorization: doctorOnSecond } })).json());
    expect((await outcomes()).treatments).toEqual([]);

    const doctorOnFirst = await bearerFor(first, doctor!.email);
    const recorded = await first.inject({
      method: 'POST',
      url: `/api/doctors/patients/${patient.id}/treatments`,
      headers: { authorization: doctorOnFirst },
      payload: { name: 'Candesartan', started_on: today },
    });
    expect(recorded.statusCode).toBe(201);
    await expect.poll(async () => (await outcomes()).treatments.map((treatment) => treatment.name), { timeout: 2000, interval: 20 }).toEqual(['Candesartan']);

    const patientOnFirst = await bearerFor(first, patient.email);
    const answers = { missed_work_days: 0, reduced_work_days: 12, missed_household_days: 0, reduced_household_days: 0, missed_social_days: 0 };
    expect((await first.inject({ method: 'POST', url: '/api/midas', headers: { authorization: patientOnFirst }, payload: answers })).statusCode).toBe(201);
    await expect.poll(async () => (await outcomes()).midas_latest?.score, { timeout: 2000, interval: 20 }).toBe(12);
  });
});
