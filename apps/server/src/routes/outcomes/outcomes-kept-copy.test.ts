import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutcomesResponseSchema } from '@cephalo/shared/outcomes';
import { bearerFor, createTestClinic } from '../../../test/builders';
import { testConfig } from '../../../test/test-config';
import { openTestDatabase } from '../../../test/test-database';
import { buildApp, type App } from '../../app';
import type { DatabaseHandle, ListenForChanges } from '../../db/database';
import { preventiveTreatments } from '../../db/schema';
import { daysAgo } from './outcome-test-dates';

/**
 * The patient's outcomes are a kept copy (outcomesRead, cache/cached-reads.ts). Here the change
 * feed never speaks, so only what the app drops itself is read again: a change of the treatments
 * or the MIDAS scores, by the patient or by their doctor, must reach the next read at once.
 * (That other instances hear of it through the database is two-instances.test.ts.)
 */
let database: DatabaseHandle;
let app: App;
beforeAll(async () => {
  database = await openTestDatabase();
  const silentFeed: ListenForChanges = async () => async () => {};
  app = await buildApp({ config: testConfig(), db: database.db, listenForChanges: silentFeed, logger: false });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("a patient's kept outcomes", () => {
  it("are read again at once after the doctor's or the patient's own change, and kept otherwise", async () => {
    const { doctor, patients } = await createTestClinic(database.db, { withDoctor: true, patients: 1 });
    const patient = patients[0]!;
    const [doctorAuth, patientAuth] = [await bearerFor(app, doctor!.email), await bearerFor(app, patient.email)];
    const base = `/api/doctors/patients/${patient.id}`;
    const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, authorization: string, payload?: object) => {
      const response = await app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
      expect(response.statusCode, url).toBeLessThan(300);
      return response;
    };
    const outcomesOf = async (authorization: string, url: string) => OutcomesResponseSchema.parse((await call('GET', url, authorization)).json());
    const doctorSees = async () => outcomesOf(doctorAuth, `${base}/outcomes?months=3`);
    const treatmentNames = async () => (await doctorSees()).treatments.map((treatment) => treatment.name);

    expect(await treatmentNames()).toEqual([]);
    // Written past the app with nobody announcing it: the kept copy answers.
    await database.db.insert(preventiveTreatments).values({ userId: patient.id, name: 'Unannounced', startedOn: daysAgo(40), recordedBy: patient.id });
    expect(await treatmentNames()).toEqual([]);

    const created = (await call('POST', `${base}/treatments`, doctorAuth, { name: 'Candesartan', started_on: daysAgo(5) })).json() as { id: string };
    expect(await treatmentNames()).toEqual(['Unannounced', 'Candesartan']);
    await call('PUT', `${base}/treatments/${created.id}`, doctorAuth, { name: 'Candesartan 16 mg', started_on: daysAgo(5) });
    expect(await treatmentNames()).toEqual(['Unannounced', 'Candesartan 16 mg']);
    await call('DELETE', `${base}/treatments/${created.id}`, doctorAuth);
    expect(await treatmentNames()).toEqual(['Unannounced']);

    // The patient's own answers, seen by the patient and by the doctor.
    expect((await outcomesOf(patientAuth, '/api/outcomes?months=3')).midas_latest).toBeNull();
    await call('POST', '/api/midas', patientAuth, {
      missed_work_days: 1,
      reduced_work_days: 2,
      missed_household_days: 0,
      reduced_household_days: 3,
      missed_social_days: 1,
    });
    expect((await outcomesOf(patientAuth, '/api/outcomes?months=3')).midas_latest).toMatchObject({ score: 7 });
    expect((await doctorSees()).midas_latest).toMatchObject({ score: 7 });
  });
});
