import { beforeAll, describe, expect, it } from 'vitest';
import { AccessLogSchema, ClinicAuditLogSchema } from '@cephalo/shared/access-log';
import { bearerFor, createTestClinic, insertDiaryEntries } from '../../../test/builders';
import { fhirR4SchemaErrors } from '../../../test/fhir-r4-validator';
import { setupTestApp } from '../../../test/test-app';
import { daysAgo } from '../outcomes/outcome-test-dates';

const t = setupTestApp();
const get = (url: string, authorization: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });

/** A patient with every kind of diary day the bundle carries, and a MIDAS score with its optional items. */
async function patientWithRecord() {
  const clinic = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
  const patient = clinic.patients[0]!;
  await insertDiaryEntries(t.db, patient.id, [
    {
      date: daysAgo(5),
      headache: true,
      headacheIntensity: 8,
      headacheStart: '07:30',
      headacheEnd: '19:00',
      headachePainDescription: 'throbbing',
      headachePainLocation: 'left temple',
      nausea: true,
      lightSensitivity: true,
      aura: true,
      medicationTaken: 'sumatriptan 50 mg',
    },
    { date: daysAgo(4), headache: true, headacheIntensity: 4, headacheDuration: 'all afternoon' },
    { date: daysAgo(3), medicationTaken: 'ibuprofen' },
    { date: daysAgo(2) },
  ]);
  const patientAuth = await bearerFor(t.app, patient.email);
  const midas = await t.app.inject({
    method: 'POST',
    url: '/api/midas',
    headers: { authorization: patientAuth },
    payload: {
      missed_work_days: 2,
      reduced_work_days: 1,
      missed_household_days: 0,
      reduced_household_days: 3,
      missed_social_days: 1,
      headache_days: 9,
      average_pain: 7,
    },
  });
  expect(midas.statusCode, midas.body).toBe(201);
  return { ...clinic, patient, patientAuth, doctorAuth: await bearerFor(t.app, clinic.doctor!.email), adminAuth: await bearerFor(t.app, clinic.admin.email) };
}

describe('the FHIR bundle for people (issue 35)', () => {
  // The schema defines every R4 resource: compiling it takes seconds, more on a busy machine.
  beforeAll(() => void fhirR4SchemaErrors({ resourceType: 'Basic' }), 120_000);

  it('validates against the FHIR R4 schema, for the patient and for their doctor, and the schema check itself catches a broken resource', async () => {
    const { patient, patientAuth, doctorAuth } = await patientWithRecord();
    const own = await get('/api/profile/export?format=fhir', patientAuth);
    const doctors = await get(`/api/doctors/patients/${patient.id}/fhir`, doctorAuth);
    for (const response of [own, doctors]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
      const bundle = response.json() as { entry: { resource: { resourceType: string } }[] };
      expect(bundle.entry.map((entry) => entry.resource.resourceType)).toEqual([
        'Patient',
        'Observation',
        'Observation',
        'Observation',
        'Observation',
        'QuestionnaireResponse',
      ]);
      expect(fhirR4SchemaErrors(bundle)).toEqual([]);
    }
    expect(doctors.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="cephalo-patient-${patient.id.slice(0, 8)}-\\d{4}-\\d{2}-\\d{2}\\.fhir\\.json"$`),
    );
    // Both downloads are in the patient's trail, in the same words.
    const trail = AccessLogSchema.parse((await get('/api/profile/access-log', patientAuth)).json());
    expect(trail.map((row) => [row.actor_role, row.description])).toEqual([
      ['DOCTOR', 'downloaded the FHIR record'],
      ['USER', 'downloaded the FHIR record'],
    ]);
    // The doctor's bundle is the patient's own, but for the moment it was made.
    const { timestamp: _ownTime, id: _ownId, ...ownRest } = own.json() as Record<string, unknown>;
    const { timestamp: _doctorTime, id: _doctorId, ...doctorRest } = doctors.json() as Record<string, unknown>;
    expect(doctorRest).toEqual(ownRest);

    // The check is real: a status FHIR does not know, a string where an integer belongs, and a made-up field are each refused.
    const bundle = own.json() as { entry: { resource: Record<string, unknown> }[] };
    const broken = structuredClone(bundle);
    broken.entry[1]!.resource.status = 'done';
    expect(fhirR4SchemaErrors(broken)).not.toEqual([]);
    const wrongType = structuredClone(bundle);
    (wrongType.entry[1]!.resource.component as { valueInteger?: unknown }[])[0]!.valueInteger = 'eight';
    expect(fhirR4SchemaErrors(wrongType)).not.toEqual([]);
    const extra = structuredClone(bundle);
    extra.entry[0]!.resource.favouriteColour = 'green';
    expect(fhirR4SchemaErrors(extra)).not.toEqual([]);
  });

  it("records the doctor's download in the patient's trail; another doctor is refused and an administrator too", async () => {
    const { patient, patientAuth, doctorAuth, adminAuth } = await patientWithRecord();
    const other = await createTestClinic(t.db, { withDoctor: true, patients: 0 });
    const otherDoctorAuth = await bearerFor(t.app, other.doctor!.email);

    expect((await get(`/api/doctors/patients/${patient.id}/fhir`, doctorAuth)).statusCode).toBe(200);
    const refused = await get(`/api/doctors/patients/${patient.id}/fhir`, otherDoctorAuth);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('resourceType');
    expect((await get(`/api/doctors/patients/${patient.id}/fhir`, adminAuth)).statusCode).toBe(403);
    expect((await get(`/api/doctors/patients/${patient.id}/fhir`, patientAuth)).statusCode).toBe(403);

    const trail = AccessLogSchema.parse((await get('/api/profile/access-log', patientAuth)).json());
    expect(trail.map((row) => [row.action, row.actor_role, row.description])).toEqual([['fhir.export', 'DOCTOR', 'downloaded the FHIR record']]);
    const clinicTrail = ClinicAuditLogSchema.parse((await get('/api/admin-clinic/audit-log?action=fhir.export', adminAuth)).json());
    expect(clinicTrail.entries.map((row) => row.patient_id)).toEqual([patient.id]);
    expect(clinicTrail.is_intact).toBe(true);
  });
});
