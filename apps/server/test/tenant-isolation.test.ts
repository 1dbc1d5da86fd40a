import { beforeAll, describe, expect, it } from 'vitest';
import { aDiaryInput } from '@cephalo/shared/testing/diary-entry-builder';
import { accessRuleOf } from '../src/routes/access-rules';
import { createTestKey, bearerFor, createTestClinic, createTestUser } from './builders';
import { multipartFile } from './multipart';
import { setupTestApp } from './test-app';
import { clinics, users } from '../src/db/schema';
import { eq } from 'drizzle-orm';

/**
 * Every endpoint, called as each of seven actors: the status each must get, and no response
 * body that carries another tenant's data (a patient's e-mail, diary note, question; a clinic's name).
 */
const t = setupTestApp({ ASSISTANT_STREAM_DELAY_MS: '0' });
type Actor = 'anonymous' | 'patient' | 'otherPatient' | 'doctor' | 'foreignDoctor' | 'admin' | 'foreignAdmin';
const ACTORS: Actor[] = ['anonymous', 'patient', 'otherPatient', 'doctor', 'foreignDoctor', 'admin', 'foreignAdmin'];
const NOTE = 'SECRET-DIARY-NOTE-7731';
const QUESTION = 'Is SECRETQUESTION caffeine a migraine trigger?';
const CLINIC_NAME = 'Clinic-Alpha-Tenant';
const today = () => new Date().toISOString().slice(0, 10);
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

const auth: Partial<Record<Actor, string>> = {};
const ids = { clinicA: '', clinicB: '', patient: '', entry: '', question: '', keyA: '', patientEmail: '', treatment: '', doctorTreatment: '' };

beforeAll(async () => {
  const a = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
  const b = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
  await t.db.update(clinics).set({ name: CLINIC_NAME }).where(eq(clinics.id, a.clinic.id));
  const other = await createTestUser(t.db, { clinicId: a.clinic.id });
  const secondDoctor = await createTestUser(t.db, { role: 'DOCTOR', clinicId: a.clinic.id });
  await t.db.update(users).set({ doctorId: secondDoctor.id }).where(eq(users.id, other.id));
  Object.assign(ids, { clinicA: a.clinic.id, clinicB: b.clinic.id, patient: a.patients[0]!.id, patientEmail: a.patients[0]!.email });
  auth.patient = await bearerFor(t.app, a.patients[0]!.email);
  auth.otherPatient = await bearerFor(t.app, other.email);
  auth.doctor = await bearerFor(t.app, a.doctor!.email);
  auth.foreignDoctor = await bearerFor(t.app, b.doctor!.email);
  auth.admin = await bearerFor(t.app, a.admin.email);
  auth.foreignAdmin = await bearerFor(t.app, b.admin.email);
  const entry = await t.app.inject({
    method: 'POST',
    url: '/api/diaries',
    headers: { authorization: auth.patient },
    payload: aDiaryInput({ input_date: today(), sleep_hours: 7, stress_level: 2, notes: NOTE }),
  });
  ids.entry = entry.json().id;
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/chat-stream',
    headers: { authorization: auth.patient },
    payload: { message: QUESTION, ai_assistant_id: 1 },
  });
  ids.question = String(asked.headers['x-question-id']);
  ids.keyA = (await createTestKey(t.db, { clinicId: a.clinic.id })).id;
  const recordTreatment = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/treatments',
        headers: { authorization: auth.patient },
        payload: { name: 'Propranolol', started_on: yesterday() },
      })
    ).json().id as string;
  ids.treatment = await recordTreatment();
  ids.doctorTreatment = await recordTreatment();
});

/** Which actors may see each secret (everyone else must never receive it). */
const MAY_SEE: Record<string, Actor[]> = {
  patientEmail: ['patient', 'doctor', 'admin'],
  note: ['patient', 'doctor'],
  question: ['patient'],
  clinicName: ['patient', 'otherPatient', 'doctor', 'admin'],
};
const secretText = (secret: string) =>
  secret === 'patientEmail' ? ids.patientEmail : secret === 'note' ? NOTE : secret === 'question' ? 'SECRETQUESTION' : CLINIC_NAME;

type Expect = [number, number, number, number, number, number, number]; // in ACTORS order
const S = (...statuses: Expect) => statuses;
interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: () => string;
  payload?: object;
  multipart?: true;
  expect: Expect;
}
// One row per route, read as a table: kept one line each (decision 023).
//                                                anon patient other doctor fDoctor admin fAdmin
// prettier-ignore
const CASES: Case[] = [
  { name: 'me', method: 'GET', url: () => '/api/me', expect: S(401, 200, 200, 200, 200, 200, 200) },
  // Issue 35: the one-time name question (a refused answer changes nothing; declining only marks the question asked).
  { name: 'answer the name question (empty)', method: 'PUT', url: () => '/api/me/name', payload: { name: '', surname: '' }, expect: S(401, 400, 400, 400, 400, 400, 400) },
  { name: 'decline the name question', method: 'POST', url: () => '/api/me/name-asked', expect: S(401, 204, 204, 204, 204, 204, 204) },
  // Issue 36: the language of one's own e-mails and reports (decision 030), every role for itself.
  { name: 'choose the interface language', method: 'PUT', url: () => '/api/me/interface-language', payload: { interface_language: 'en' }, expect: S(401, 200, 200, 200, 200, 200, 200) },
  // Every signed-in role may renew a remembered session; these sessions are not remembered.
  { name: 'renew a remembered session', method: 'POST', url: () => '/api/token/renew', expect: S(401, 400, 400, 400, 400, 400, 400) },
  // /profile is the patient's screen; doctors keep their photo and plan usage; administrators have the clinic (issue 13).
  { name: 'profile', method: 'GET', url: () => '/api/profile', expect: S(401, 200, 200, 403, 403, 403, 403) },
  { name: 'profile update', method: 'PUT', url: () => '/api/profile', payload: { bio: 'hello' }, expect: S(401, 200, 200, 403, 403, 403, 403) },
  { name: 'profile photo', method: 'GET', url: () => '/api/profile/photo', expect: S(401, 200, 200, 200, 200, 403, 403) },
  { name: 'usage limit', method: 'GET', url: () => '/api/profile/limit', expect: S(401, 200, 200, 200, 200, 403, 403) },
  { name: "patient's doctor", method: 'GET', url: () => '/api/patient/doctor', expect: S(401, 200, 200, 403, 403, 403, 403) },
  { name: 'clinic by id', method: 'GET', url: () => `/api/clinic/${ids.clinicA}`, expect: S(401, 200, 200, 200, 404, 200, 404) },
  { name: 'own diary', method: 'GET', url: () => '/api/diaries/user/', expect: S(401, 200, 200, 403, 403, 403, 403) },
  { name: 'diary entry', method: 'GET', url: () => `/api/diaries/${ids.entry}/user/`, expect: S(401, 200, 404, 403, 403, 403, 403) },
  { name: 'save diary', method: 'POST', url: () => '/api/diaries', payload: aDiaryInput({ input_date: yesterday(), sleep_hours: 7, stress_level: 2, notes: 'my own note' }), expect: S(401, 201, 201, 403, 403, 403, 403) },
  // An attack fills the caller's own day; the end needs a headache that day (recorded just above for both patients).
  { name: 'record an attack', method: 'POST', url: () => '/api/diaries/attacks', payload: { input_date: yesterday(), headache_start: '08:00', headache_intensity: 5 }, expect: S(401, 200, 200, 403, 403, 403, 403) },
  { name: 'end an attack', method: 'POST', url: () => '/api/diaries/attacks/end', payload: { input_date: yesterday(), headache_end: '10:00' }, expect: S(401, 200, 200, 403, 403, 403, 403) },
  { name: "patient's diary (doctor view)", method: 'GET', url: () => `/api/diaries/user/${ids.patient}`, expect: S(401, 403, 403, 200, 404, 403, 403) },
  { name: 'forecast', method: 'GET', url: () => '/api/predict/diaries', expect: S(401, 200, 200, 403, 403, 403, 403) },
  { name: "doctor's patients", method: 'GET', url: () => '/api/doctors/patients', expect: S(401, 403, 403, 200, 200, 403, 403) },
  { name: 'doctor profile', method: 'GET', url: () => '/api/doctors', expect: S(401, 403, 403, 200, 200, 403, 403) },
  { name: 'doctor profile update', method: 'PUT', url: () => '/api/doctors', payload: { bio: 'hi' }, expect: S(401, 403, 403, 200, 200, 403, 403) },
  // The assistant is for patients and doctors: administrators are refused (issue 12).
  { name: 'question dates', method: 'GET', url: () => '/api/questions-dates-grouped/1', expect: S(401, 200, 200, 200, 200, 403, 403) },
  { name: 'questions of a day', method: 'GET', url: () => `/api/questions-by-user/1?date=${today()}`, expect: S(401, 200, 200, 200, 200, 403, 403) },
  { name: 'chat', method: 'POST', url: () => '/api/chat-stream', payload: { message: 'Is chocolate a migraine trigger?', ai_assistant_id: 1 }, expect: S(401, 200, 200, 200, 200, 403, 403) },
  { name: 'clinic (admin)', method: 'GET', url: () => '/api/admin-clinic', expect: S(401, 403, 403, 403, 403, 200, 200) },
  { name: 'clinic update (admin)', method: 'PUT', url: () => '/api/admin-clinic', payload: { city: 'Novi Sad' }, expect: S(401, 403, 403, 403, 403, 200, 200) },
  { name: 'clinic patients', method: 'GET', url: () => '/api/admin-clinic/users', expect: S(401, 403, 403, 403, 403, 200, 200) },
  { name: 'clinic doctors', method: 'GET', url: () => '/api/admin-clinic/doctors', expect: S(401, 403, 403, 403, 403, 200, 200) },
  { name: 'reassign patient', method: 'PATCH', url: () => `/api/admin-clinic/users/${ids.patient}`, payload: { plan: 'Premium' }, expect: S(401, 403, 403, 403, 403, 200, 404) },
  { name: 'registration keys', method: 'GET', url: () => '/api/admin-clinic/registration-keys', expect: S(401, 403, 403, 403, 403, 200, 200) },
  { name: 'revoke key', method: 'DELETE', url: () => `/api/admin-clinic/registration-keys/${ids.keyA}`, expect: S(401, 403, 403, 403, 403, 200, 404) },
  { name: 'clinic photo delete', method: 'DELETE', url: () => '/api/admin-clinic/photo', expect: S(401, 403, 403, 403, 403, 200, 200) },
  // Issue 17: the patient's own outcomes, treatments, MIDAS and report; a doctor's view of their own patient.
  { name: 'own outcomes', method: 'GET', url: () => '/api/outcomes?months=3', expect: S(401, 200, 200, 403, 403, 403, 403) },
  { name: 'own treatments', method: 'GET', url: () => '/api/treatments', expect: S(401, 200, 200, 403, 403, 403, 403) },
  { name: 'record a treatment', method: 'POST', url: () => '/api/treatments', payload: { name: 'Topiramate', started_on: yesterday() }, expect: S(401, 201, 201, 403, 403, 403, 403) },
  { name: 'change a treatment', method: 'PUT', url: () => `/api/treatments/${ids.treatment}`, payload: { name: 'Propranolol 40 mg', started_on: yesterday() }, expect: S(401, 200, 404, 403, 403, 403, 403) },
  { name: 'remove a treatment', method: 'DELETE', url: () => `/api/treatments/${ids.treatment}`, expect: S(401, 204, 404, 403, 403, 403, 403) },
  { name: 'own MIDAS scores', method: 'GET', url: () => '/api/midas', expect: S(401, 200, 200, 403, 403, 403, 403) },
  { name: 'answer MIDAS', method: 'POST', url: () => '/api/midas', payload: { missed_work_days: 1, reduced_work_days: 0, missed_household_days: 0, reduced_household_days: 0, missed_social_days: 0 }, expect: S(401, 201, 201, 403, 403, 403, 403) },
  { name: 'own report', method: 'GET', url: () => '/api/report.pdf', expect: S(401, 200, 200, 403, 403, 403, 403) },
  // Issue 35: the head of the doctor's page of a patient (its opening is the trail row).
  { name: "patient's page (doctor view)", method: 'GET', url: () => `/api/doctors/patients/${ids.patient}`, expect: S(401, 403, 403, 200, 404, 403, 403) },
  { name: "patient's outcomes (doctor view)", method: 'GET', url: () => `/api/doctors/patients/${ids.patient}/outcomes`, expect: S(401, 403, 403, 200, 404, 403, 403) },
  { name: "patient's treatments (doctor view)", method: 'GET', url: () => `/api/doctors/patients/${ids.patient}/treatments`, expect: S(401, 403, 403, 200, 404, 403, 403) },
  { name: 'record a treatment (doctor)', method: 'POST', url: () => `/api/doctors/patients/${ids.patient}/treatments`, payload: { name: 'Candesartan', started_on: yesterday() }, expect: S(401, 403, 403, 201, 404, 403, 403) },
  { name: 'change a treatment (doctor)', method: 'PUT', url: () => `/api/doctors/patients/${ids.patient}/treatments/${ids.doctorTreatment}`, payload: { name: 'Propranolol 80 mg', started_on: yesterday() }, expect: S(401, 403, 403, 200, 404, 403, 403) },
  { name: 'remove a treatment (doctor)', method: 'DELETE', url: () => `/api/doctors/patients/${ids.patient}/treatments/${ids.doctorTreatment}`, expect: S(401, 403, 403, 204, 404, 403, 403) },
  { name: "patient's MIDAS scores (doctor view)", method: 'GET', url: () => `/api/doctors/patients/${ids.patient}/midas`, expect: S(401, 403, 403, 200, 404, 403, 403) },
  { name: "patient's report (doctor view)", method: 'GET', url: () => `/api/doctors/patients/${ids.patient}/report.pdf`, expect: S(401, 403, 403, 200, 404, 403, 403) },
  { name: "patient's FHIR record (doctor view)", method: 'GET', url: () => `/api/doctors/patients/${ids.patient}/fhir`, expect: S(401, 403, 403, 200, 404, 403, 403) },
  // Destructive for the owner: run last, the owner's deletion succeeds after everyone else's fails.
  { name: 'delete message', method: 'DELETE', url: () => `/api/questions/1/${ids.question}`, expect: S(401, 200, 404, 404, 404, 403, 403) },
  { name: 'dementia chat', method: 'POST', url: () => '/api/chat-stream-demen', payload: { message: 'What are early signs of dementia?', ai_assistant_id: 2 }, expect: S(401, 200, 200, 200, 200, 403, 403) },
  { name: 'delete a day (none that day)', method: 'DELETE', url: () => '/api/questions/session/1/2020-01-01', expect: S(401, 404, 404, 404, 404, 403, 403) },
  { name: 'spoken question', method: 'POST', url: () => '/api/predict', payload: { message: 'Is chocolate a migraine trigger?', ai_assistant_id: 1 }, expect: S(401, 200, 200, 200, 200, 403, 403) },
  { name: 'spoken answer of nobody', method: 'GET', url: () => '/api/generate?audio_label=00000000-0000-4000-8000-000000000000', expect: S(401, 404, 404, 404, 404, 403, 403) },
  { name: 'transcribe (not a WAV)', method: 'POST', url: () => '/api/transcribe', multipart: true, expect: S(401, 400, 400, 400, 400, 403, 403) },
  { name: 'voice capabilities', method: 'GET', url: () => '/api/voice/capabilities', expect: S(401, 200, 200, 200, 200, 403, 403) },
  { name: 'knowledge article', method: 'GET', url: () => '/api/knowledge/vestibular-migraine', expect: S(401, 200, 200, 200, 200, 403, 403) },
  { name: 'upload own photo (not an image)', method: 'POST', url: () => '/api/profile/photo', multipart: true, expect: S(401, 400, 400, 400, 400, 403, 403) },
  { name: 'remove own photo', method: 'DELETE', url: () => '/api/profile/photo', expect: S(401, 200, 200, 200, 200, 403, 403) },
  { name: 'clinic photo upload (not an image)', method: 'POST', url: () => '/api/admin-clinic/photo', multipart: true, expect: S(401, 403, 403, 403, 403, 400, 400) },
  { name: 'add a patient (incomplete)', method: 'POST', url: () => '/api/admin-clinic/users', payload: {}, expect: S(401, 403, 403, 403, 403, 400, 400) },
  { name: 'add a doctor (incomplete)', method: 'POST', url: () => '/api/admin-clinic/doctors', payload: {}, expect: S(401, 403, 403, 403, 403, 400, 400) },
  { name: 'create a key (incomplete)', method: 'POST', url: () => '/api/admin-clinic/registration-keys', payload: { role: 'NURSE' }, expect: S(401, 403, 403, 403, 403, 400, 400) },
  { name: 'weather now (no place)', method: 'GET', url: () => '/api/weather/current', expect: S(401, 400, 400, 400, 400, 400, 400) },
  { name: 'weather forecast (no place)', method: 'GET', url: () => '/api/weather/forecast', expect: S(401, 400, 400, 400, 400, 400, 400) },
  { name: 'change password (wrong current)', method: 'POST', url: () => '/api/reset-password', payload: { current_password: 'wrong-password', new_password: 'another-calm-pass' }, expect: S(401, 400, 400, 400, 400, 400, 400) },
  { name: 'own access trail', method: 'GET', url: () => '/api/profile/access-log', expect: S(401, 200, 200, 403, 403, 403, 403) },
  { name: 'export of own data', method: 'GET', url: () => '/api/profile/export', expect: S(401, 200, 200, 403, 403, 403, 403) },
  { name: 'erasure (wrong password)', method: 'DELETE', url: () => '/api/profile', payload: { password: 'not-the-password' }, expect: S(401, 400, 400, 403, 403, 403, 403) },
  { name: 'clinic access trail', method: 'GET', url: () => '/api/admin-clinic/audit-log', expect: S(401, 403, 403, 403, 403, 200, 200) },
  { name: 'clinic access trail as CSV', method: 'GET', url: () => '/api/admin-clinic/audit-log.csv', expect: S(401, 403, 403, 403, 403, 200, 200) },
  // Ends every actor's session: the last case.
  { name: 'logout', method: 'POST', url: () => '/api/logout', expect: S(401, 204, 204, 204, 204, 204, 204) },
];

describe('tenant isolation', () => {
  for (const testCase of CASES) {
    it(`${testCase.method} ${testCase.name}`, async () => {
      // The owner goes last, so a destructive call by someone else is seen to fail first.
      const order = [...ACTORS.filter((actor) => actor !== 'patient'), 'patient' as const];
      for (const actor of order) {
        const expected = testCase.expect[ACTORS.indexOf(actor)];
        const upload = testCase.multipart ? multipartFile(Buffer.from('neither an image nor a recording')) : null;
        const headers = { ...(auth[actor] ? { authorization: auth[actor] } : {}), ...(upload?.headers ?? {}) };
        const body = upload ? { payload: upload.payload } : testCase.payload ? { payload: testCase.payload } : {};
        const response = await t.app.inject({ method: testCase.method, url: testCase.url(), headers, ...body });
        expect(response.statusCode, `${actor} -> ${testCase.method} ${testCase.url()}: ${response.body.slice(0, 200)}`).toBe(expected);
        for (const [secret, allowed] of Object.entries(MAY_SEE)) {
          if (!allowed.includes(actor)) expect(response.body, `${actor} received ${secret} from ${testCase.name}`).not.toContain(secretText(secret));
        }
        if (response.statusCode >= 400) expect(response.json().detail, `${actor} ${testCase.name}`).toEqual(expect.any(String));
      }
    });
  }
});

describe('deny by default', () => {
  /** Whether a concrete URL of the matrix is an instance of a route pattern (/api/clinic/:id). */
  const matches = (pattern: string, url: string) =>
    new RegExp(`^${pattern.replace(/\/$/, '').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`).test(url.split('?')[0] ?? '');

  it('has an access rule for every API route, and every non-public route is in the actor x endpoint matrix above', () => {
    const apiRoutes = t.app.routeList.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD');
    expect(apiRoutes.length).toBeGreaterThan(40);
    const uncovered = apiRoutes.filter((route) => {
      const rule = accessRuleOf(route.method, route.url);
      expect(rule, `${route.method} ${route.url} has no access rule`).toBeDefined();
      if (rule?.isPublic) return false;
      return !CASES.some((testCase) => testCase.method === route.method && matches(route.url, testCase.url()));
    });
    expect(uncovered.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });
});
