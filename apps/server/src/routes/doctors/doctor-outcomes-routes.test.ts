import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AccessLogSchema } from '@cephalo/shared/access-log';
import { DoctorPatientListSchema } from '@cephalo/shared/diary';
import { MidasScoreSchema, OutcomesResponseSchema, TreatmentWithResponseSchema } from '@cephalo/shared/outcomes';
import { eq } from 'drizzle-orm';
import { preventiveTreatments } from '../../db/schema';
import { bearerFor, createTestClinic, insertDiaryEntries } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';
import { daysAgo } from '../outcomes/outcome-test-dates';

const t = setupTestApp();
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, authorization: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
const midas = { missed_work_days: 1, reduced_work_days: 2, missed_household_days: 0, reduced_household_days: 3, missed_social_days: 1 };

describe("a doctor's view of a patient's outcomes", () => {
  it('reads, records and changes their own patient; the trail has the changes and the report, the page opening has the reads', async () => {
    const { doctor, patients } = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const patient = patients[0]!;
    const doctorAuth = await bearerFor(t.app, doctor!.email);
    const patientAuth = await bearerFor(t.app, patient.email);
    await insertDiaryEntries(t.db, patient.id, [{ date: daysAgo(1), headache: true, medicationTaken: 'sumatriptan' }, { date: daysAgo(2) }]);
    await call('POST', '/api/midas', patientAuth, midas);

    const base = `/api/doctors/patients/${patient.id}`;
    const outcomes = OutcomesResponseSchema.parse((await call('GET', `${base}/outcomes?months=2`, doctorAuth)).json());
    expect(outcomes.window_28_days).toMatchObject({ migraine_days: 1, headache_days: 1, days_with_entry: 2 });
    expect(outcomes.midas_latest).toMatchObject({ score: 7, grade: 'II' });

    const created = await call('POST', `${base}/treatments`, doctorAuth, { name: 'Candesartan', started_on: daysAgo(5) });
    expect(created.statusCode).toBe(201);
    const treatment = TreatmentWithResponseSchema.parse(created.json());
    const [stored] = await t.db
      .select({ recordedBy: preventiveTreatments.recordedBy, userId: preventiveTreatments.userId })
      .from(preventiveTreatments)
      .where(eq(preventiveTreatments.id, treatment.id));
    expect(stored).toEqual({ recordedBy: doctor!.id, userId: patient.id });
    expect((await call('POST', `${base}/treatments`, doctorAuth, { name: 'Candesartan', started_on: daysAgo(5), stopped_on: daysAgo(6) })).statusCode).toBe(
      400,
    );

    const changed = await call('PUT', `${base}/treatments/${treatment.id}`, doctorAuth, {
      name: 'Candesartan 16 mg',
      started_on: daysAgo(5),
      stopped_on: daysAgo(1),
    });
    expect(changed.json()).toMatchObject({ name: 'Candesartan 16 mg', stopped_on: daysAgo(1) });
    expect(
      z
        .array(TreatmentWithResponseSchema)
        .parse((await call('GET', `${base}/treatments`, doctorAuth)).json())
        .map((item) => item.name),
    ).toEqual(['Candesartan 16 mg']);
    // The patient sees what the doctor recorded.
    expect(((await call('GET', '/api/treatments', patientAuth)).json() as { id: string }[]).map((item) => item.id)).toEqual([treatment.id]);
    expect(
      z
        .array(MidasScoreSchema)
        .parse((await call('GET', `${base}/midas`, doctorAuth)).json())
        .map((score) => score.score),
    ).toEqual([7]);

    const report = await call('GET', `${base}/report.pdf`, doctorAuth);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(report.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await call('GET', `${base}/report.pdf?from=${daysAgo(1)}&to=${daysAgo(2)}`, doctorAuth)).statusCode).toBe(400);

    expect((await call('DELETE', `${base}/treatments/${treatment.id}`, doctorAuth)).statusCode).toBe(204);
    expect((await call('GET', `${base}/treatments`, doctorAuth)).json()).toEqual([]);

    const trail = AccessLogSchema.parse((await call('GET', '/api/profile/access-log', patientAuth)).json());
    // Newest first: each change once made and the report; the reads of the page's parts are in its
    // opening's row (doctor-routes.test.ts); the refused period and the refused treatment are neither.
    expect(trail.map((row) => row.action)).toEqual(['treatment.change', 'report.read', 'treatment.change', 'treatment.change']);
    expect(trail.every((row) => row.actor_role === 'DOCTOR')).toBe(true);
    expect(trail[1]?.description).toBe('read the report');
    expect(trail[0]?.description).toBe('changed a preventive treatment');
  });

  it("answers 404 on every route for another doctor's patient, and patient routes refuse doctors and administrators", async () => {
    const own = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const other = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const stranger = other.patients[0]!;
    const patientAuth = await bearerFor(t.app, stranger.email);
    const treatment = TreatmentWithResponseSchema.parse(
      (await call('POST', '/api/treatments', patientAuth, { name: 'Propranolol', started_on: daysAgo(3) })).json(),
    );
    const doctorAuth = await bearerFor(t.app, own.doctor!.email);
    const base = `/api/doctors/patients/${stranger.id}`;
    const body = { name: 'Changed', started_on: daysAgo(3) };
    const routes: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', base],
      ['GET', `${base}/outcomes`],
      ['GET', `${base}/treatments`],
      ['POST', `${base}/treatments`, body],
      ['PUT', `${base}/treatments/${treatment.id}`, body],
      ['DELETE', `${base}/treatments/${treatment.id}`],
      ['GET', `${base}/midas`],
      ['GET', `${base}/report.pdf`],
    ];
    for (const [method, url, payload] of routes) expect([method, url, (await call(method, url, doctorAuth, payload)).statusCode]).toEqual([method, url, 404]);
    // Nothing changed and nothing was logged as read.
    expect((await call('GET', '/api/treatments', patientAuth)).json()).toMatchObject([{ id: treatment.id, name: 'Propranolol' }]);
    expect(AccessLogSchema.parse((await call('GET', '/api/profile/access-log', patientAuth)).json())).toEqual([]);
    // A doctor's own patient's treatment id under another patient's path is not found either.
    const ownBase = `/api/doctors/patients/${own.patients[0]!.id}`;
    expect((await call('PUT', `${ownBase}/treatments/${treatment.id}`, doctorAuth, body)).statusCode).toBe(404);
    expect((await call('DELETE', `${ownBase}/treatments/${treatment.id}`, doctorAuth)).statusCode).toBe(404);

    const adminAuth = await bearerFor(t.app, own.admin.email);
    const ownPatientAuth = await bearerFor(t.app, own.patients[0]!.email);
    const patientRoutes: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', '/api/outcomes'],
      ['GET', '/api/treatments'],
      ['POST', '/api/treatments', body],
      ['PUT', `/api/treatments/${treatment.id}`, body],
      ['DELETE', `/api/treatments/${treatment.id}`],
      ['GET', '/api/midas'],
      ['POST', '/api/midas', midas],
      ['GET', '/api/report.pdf'],
    ];
    for (const [method, url, payload] of patientRoutes) {
      expect([method, url, (await call(method, url, doctorAuth, payload)).statusCode, (await call(method, url, adminAuth, payload)).statusCode]).toEqual([
        method,
        url,
        403,
        403,
      ]);
    }
    expect((await call('GET', `${ownBase}/outcomes`, ownPatientAuth)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/outcomes' })).statusCode).toBe(401);
  });

  it("lists the doctor's patients with the last 28 days' numbers and the reasons for attention", async () => {
    const { doctor, patients } = await createTestClinic(t.db, { withDoctor: true, patients: 4 });
    const [rising, sparse, steady, silent] = [patients[0]!, patients[1]!, patients[2]!, patients[3]!];
    // Rising: every day logged; 8 triptan days in the last 28 (at risk: 8-9 of ICHD-3 8.2's 10), 2 in the 28 before.
    await insertDiaryEntries(
      t.db,
      rising.id,
      Array.from({ length: 56 }, (_, index) => {
        const isMigraine = index < 28 ? index % 3 === 0 && index < 24 : index % 14 === 0;
        return { date: daysAgo(index), ...(isMigraine ? { headache: true, medicationTaken: 'sumatriptan' } : {}) };
      }),
    );
    // Sparse: 10 days logged, a headache without medication: no trend.
    await insertDiaryEntries(
      t.db,
      sparse.id,
      Array.from({ length: 10 }, (_, index) => ({ date: daysAgo(index * 2), ...(index === 0 ? { headache: true } : {}) })),
    );
    // Steady: 3 migraine days in each window, 26 of 28 days logged in each; an entry 57 days ago is outside both.
    await insertDiaryEntries(t.db, steady.id, [
      ...Array.from({ length: 56 }, (_, index) => index)
        .filter((index) => index % 28 < 26)
        .map((index) => ({ date: daysAgo(index), ...(index % 10 === 0 ? { headache: true, medicationTaken: 'rizatriptan' } : {}) })),
      { date: daysAgo(57), headache: true, medicationTaken: 'ibuprofen' },
    ]);
    // Silent: the last entry 20 days ago.
    await insertDiaryEntries(t.db, silent.id, [{ date: daysAgo(20) }, { date: daysAgo(21) }]);
    const list = DoctorPatientListSchema.parse((await call('GET', '/api/doctors/patients', await bearerFor(t.app, doctor!.email))).json());
    const byId = new Map(list.map((item) => [item.id, item]));
    expect(byId.get(rising.id)).toMatchObject({
      migraine_days_28: 8,
      migraine_days_previous_28: 2,
      headache_days_28: 8,
      acute_medication_days_28: 8,
      days_with_entry_28: 28,
      overuse_status: 'at_risk',
      migraine_days_trend: 'up',
      last_entry_on: daysAgo(0),
      days_since_last_entry: 0,
      attention_reasons: ['overuse_risk', 'worsening'],
    });
    expect(byId.get(sparse.id)).toMatchObject({
      migraine_days_28: 0,
      headache_days_28: 1,
      acute_medication_days_28: 0,
      days_with_entry_28: 10,
      overuse_status: 'none',
      migraine_days_trend: null,
      attention_reasons: [],
    });
    expect(byId.get(steady.id)).toMatchObject({
      migraine_days_28: 3,
      headache_days_28: 3,
      acute_medication_days_28: 3,
      days_with_entry_28: 26,
      overuse_status: 'none',
      migraine_days_trend: 'same',
    });
    expect(byId.get(silent.id)).toMatchObject({ days_with_entry_28: 2, last_entry_on: daysAgo(20), days_since_last_entry: 20, attention_reasons: ['silent'] });
  });
});
