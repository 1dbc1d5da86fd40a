import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AccessLogSchema, ClinicAuditLogSchema } from '@cephalo/shared/access-log';
import { aDiaryInput } from '@cephalo/shared/testing/diary-entry-builder';
import { accessLog, diaryEntries, questions, users } from '../../db/schema';
import { TEST_PASSWORD, bearerFor, createTestClinic } from '../../../test/builders';
import { multipartFile } from '../../../test/multipart';
import { setupTestApp } from '../../../test/test-app';
import { openPatientForDoctor } from '../../domain/doctors/open-patient-for-doctor';

const t = setupTestApp({ DATA_DIR: `.tmp/test-data-rights-${process.pid}`, ASSISTANT_STREAM_DELAY_MS: '0' });
const get = (url: string, authorization: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });
const diaryEntry = aDiaryInput({ input_date: '2026-03-02', sleep_hours: 6, stress_level: 3, headache: 'yes', notes: 'left temple, after red wine' });

async function clinicWithPatient() {
  const { clinic, admin, doctor, patients } = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
  const patient = patients[0]!;
  return {
    clinic,
    admin: await bearerFor(t.app, admin.email),
    doctor: await bearerFor(t.app, doctor!.email),
    patient: await bearerFor(t.app, patient.email),
    patientId: patient.id,
    patientEmail: patient.email,
    /** The doctor opens the patient's record: whichever of the page's requests records it, this is the act (issue 35). */
    doctorOpensRecord: () =>
      openPatientForDoctor({ db: t.db, trail: t.app.accessTrail, doctorId: doctor!.id, patientId: patient.id, clinicId: clinic.id, action: 'diary.read' }),
  };
}

describe('the access trail', () => {
  it('records the doctor reading the diary, the administrator listing patients and changing the plan; the patient and the clinic see it', async () => {
    const { admin, doctor, patient, patientId, doctorOpensRecord } = await clinicWithPatient();
    expect(AccessLogSchema.parse((await get('/api/profile/access-log', patient)).json())).toEqual([]);

    await doctorOpensRecord();
    expect((await get('/api/admin-clinic/users', admin)).statusCode).toBe(200);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin-clinic/users/${patientId}`,
      headers: { authorization: admin },
      payload: { plan: 'Basic' },
    });
    expect(patch.statusCode).toBe(200);

    const mine = AccessLogSchema.parse((await get('/api/profile/access-log', patient)).json());
    expect(mine.map((entry) => `${entry.actor_role} ${entry.description}`)).toEqual([
      'CLINIC_ADMIN changed the plan',
      'CLINIC_ADMIN listed the clinic’s patients (1 shown)',
      'DOCTOR opened the patient’s record (diary, numbers, treatments, MIDAS)',
    ]);
    // The list is one row naming how many it showed (no patient of its own); the others are about this patient.
    expect(mine.map((entry) => [entry.patient_id, entry.patient_count])).toEqual([
      [patientId, 1],
      [null, 1],
      [patientId, 1],
    ]);
    expect(mine.every((entry) => entry.actor_name.length > 0)).toBe(true);

    const clinicTrail = ClinicAuditLogSchema.parse((await get('/api/admin-clinic/audit-log', admin)).json());
    expect(clinicTrail.is_intact).toBe(true);
    expect(clinicTrail.entries.filter((entry) => entry.patient_id === patientId)).toHaveLength(2);
    expect(clinicTrail.total).toBe(3);
    // Another clinic's administrator sees none of it.
    const other = await clinicWithPatient();
    const foreign = ClinicAuditLogSchema.parse((await get('/api/admin-clinic/audit-log', other.admin)).json());
    expect(foreign.entries.some((entry) => entry.patient_id === patientId)).toBe(false);
    // Only the patient reads their own trail, only an administrator the clinic's.
    expect((await get('/api/profile/access-log', doctor)).statusCode).toBe(403);
    expect((await get('/api/admin-clinic/audit-log', patient)).statusCode).toBe(403);
  });

  it('is append-only: the database refuses to change or delete a row', async () => {
    const { patientId, doctorOpensRecord } = await clinicWithPatient();
    await doctorOpensRecord();
    await expect(t.db.update(accessLog).set({ action: 'nothing happened' }).where(eq(accessLog.patientId, patientId))).rejects.toThrow();
    await expect(t.db.delete(accessLog).where(eq(accessLog.patientId, patientId))).rejects.toThrow();
  });
});

describe('the patient owns their data', () => {
  it('exports profile, diary, questions with answers, treatments, MIDAS scores and the access trail as a JSON download', async () => {
    const { patient, doctor } = await clinicWithPatient();
    expect((await t.app.inject({ method: 'POST', url: '/api/diaries', headers: { authorization: patient }, payload: diaryEntry })).statusCode).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/treatments',
          headers: { authorization: patient },
          payload: { name: 'Propranolol', started_on: '2026-03-01' },
        })
      ).statusCode,
    ).toBe(201);
    const midas = { missed_work_days: 2, reduced_work_days: 3, missed_household_days: 1, reduced_household_days: 0, missed_social_days: 1 };
    expect((await t.app.inject({ method: 'POST', url: '/api/midas', headers: { authorization: patient }, payload: midas })).statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/chat-stream',
      headers: { authorization: patient },
      payload: { message: 'Is red wine a migraine trigger?', ai_assistant_id: 1 },
    });

    const response = await get('/api/profile/export', patient);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="cephalo-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.profile.chat_answer_language).toBe('English');
    expect(data.diary).toEqual([expect.objectContaining({ input_date: '2026-03-02', notes: 'left temple, after red wine' })]);
    expect(data.questions).toEqual([
      expect.objectContaining({ question: 'Is red wine a migraine trigger?', answer: expect.stringContaining('not a diagnosis') }),
    ]);
    expect(data.preventive_treatments).toEqual([expect.objectContaining({ name: 'Propranolol', started_on: '2026-03-01', stopped_on: null })]);
    expect(data.midas_scores).toEqual([expect.objectContaining({ score: 7, grade: 'II', answers: expect.objectContaining(midas) })]);
    expect(data.access_log.map((entry: { action: string }) => entry.action)).toContain('profile.export');
    expect((await get('/api/profile/export', doctor)).statusCode).toBe(403);
  });

  it('erases the account and all its data with the current password, in one go; a later login fails', async () => {
    const { admin, patient, patientId, patientEmail } = await clinicWithPatient();
    await t.app.inject({ method: 'POST', url: '/api/diaries', headers: { authorization: patient }, payload: diaryEntry });
    await t.app.inject({
      method: 'POST',
      url: '/api/chat-stream',
      headers: { authorization: patient },
      payload: { message: 'Is red wine a migraine trigger?', ai_assistant_id: 1 },
    });
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const upload = multipartFile(png);
    const photoUrl = (
      await t.app.inject({ method: 'POST', url: '/api/profile/photo', headers: { authorization: patient, ...upload.headers }, payload: upload.payload })
    ).json().user.profile_photo_url as string;
    expect((await t.app.inject({ method: 'GET', url: photoUrl, headers: { authorization: patient } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: photoUrl, headers: { authorization: admin } })).statusCode).toBe(200);

    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile',
      headers: { authorization: patient },
      payload: { password: 'not-my-password' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/password is not correct/);
    expect((await t.db.select({ n: count() }).from(users).where(eq(users.id, patientId)))[0]?.n).toBe(1);

    const erased = await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: { authorization: patient }, payload: { password: TEST_PASSWORD } });
    expect(erased.statusCode).toBe(204);
    for (const table of [users, diaryEntries, questions] as const) {
      const column = table === users ? users.id : table === diaryEntries ? diaryEntries.userId : questions.userId;
      expect((await t.db.select({ n: count() }).from(table).where(eq(column, patientId)))[0]?.n).toBe(0);
    }
    // The photo is gone with the account: its clinic's administrator, who could see it, finds nothing.
    expect((await t.app.inject({ method: 'GET', url: photoUrl, headers: { authorization: admin } })).statusCode).toBe(404);
    expect((await get('/api/me', patient)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: patientEmail, password: TEST_PASSWORD }).toString(),
    });
    expect(login.statusCode).toBe(401);
  });

  it('leaves a pseudonym, never the name, of an erased patient in the trail, and the trail intact', async () => {
    const { admin, patient, patientId, doctorOpensRecord } = await clinicWithPatient();
    await t.db.update(users).set({ name: 'Erna', surname: 'Erasmus' }).where(eq(users.id, patientId));
    expect((await get('/api/profile/export', patient)).statusCode).toBe(200);
    await doctorOpensRecord();
    // While the account exists, the administrator sees the name (read from the account, not the trail).
    const before = ClinicAuditLogSchema.parse((await get('/api/admin-clinic/audit-log', admin)).json()).entries.filter(
      (entry) => entry.patient_id === patientId,
    );
    expect(before.map((entry) => [entry.actor_name, entry.patient_name])).toEqual([
      [expect.not.stringContaining('Erasmus'), 'Erna Erasmus'],
      ['Erna Erasmus', 'Erna Erasmus'],
    ]);

    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: { authorization: patient }, payload: { password: TEST_PASSWORD } })).statusCode,
    ).toBe(204);
    const pseudonym = `Patient ${patientId.slice(0, 8)}`;
    const after = ClinicAuditLogSchema.parse((await get('/api/admin-clinic/audit-log', admin)).json());
    expect(after.is_intact).toBe(true);
    const rows = after.entries.filter((entry) => entry.patient_id === patientId);
    expect(rows.map((entry) => [entry.action, entry.actor_name, entry.patient_name])).toEqual([
      ['patient.open', expect.not.stringContaining('Erasmus'), `${pseudonym} (account erased)`],
      ['profile.export', pseudonym, `${pseudonym} (account erased)`],
    ]);
    // The administrator finds the erased patient's rows by pseudonym, and the CSV says no more than the screen.
    const found = ClinicAuditLogSchema.parse((await get(`/api/admin-clinic/audit-log?patient=${encodeURIComponent(pseudonym)}`, admin)).json());
    expect(found.entries.map((entry) => entry.action)).toEqual(['patient.open', 'profile.export']);
    expect(found.total).toBe(2);
    const csv = await get('/api/admin-clinic/audit-log.csv', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['x-trail-intact']).toBe('true');
    expect(csv.body).toContain(`"${pseudonym} (account erased)"`);
    expect(csv.body).not.toMatch(/Erna|Erasmus/);
    // Nor is the name anywhere in the stored trail.
    const stored = await t.db.select().from(accessLog).where(eq(accessLog.patientId, patientId));
    expect(stored).toHaveLength(2);
    expect(JSON.stringify(stored)).not.toMatch(/Erna|Erasmus/);
  });

  it('says what erasure leaves behind: the database files and write-ahead log keep erased text until the space is reused', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { description?: string }>> };
    const erasure = docs.paths['/api/profile']?.delete?.description ?? '';
    expect(erasure).toMatch(/write-ahead log/);
    expect(erasure).toMatch(/VACUUM/);
    expect(erasure).toMatch(/checkpoint/);
  });
});

describe('a trail that was tampered with', () => {
  it('is reported as broken to the administrator', async () => {
    const { clinic, admin, doctor, patientId } = await clinicWithPatient();
    await get(`/api/diaries/user/${patientId}`, doctor);
    // Someone with database access slips in a row without the right hash.
    await t.db.insert(accessLog).values({
      actorId: patientId,
      actorRole: 'DOCTOR',
      actorName: 'Nobody',
      patientId,
      clinicId: clinic.id,
      action: 'diary.read',
      previousHash: 'forged',
      hash: 'forged',
    });
    expect(ClinicAuditLogSchema.parse((await get('/api/admin-clinic/audit-log', admin)).json()).is_intact).toBe(false);
  });
});
