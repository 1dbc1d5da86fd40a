import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearerFor, createTestClinic, createTestUser } from '../../../test/builders';
import { multipartFile } from '../../../test/multipart';
import { setupTestApp } from '../../../test/test-app';

const t = setupTestApp({ DATA_DIR: `.tmp/test-data-photo-access-${process.pid}` });

const upload = async (url: string, authorization: string) => {
  const file = multipartFile(
    await sharp({ create: { width: 32, height: 32, channels: 3, background: '#39c' } })
      .png()
      .toBuffer(),
  );
  const response = await t.app.inject({ method: 'POST', url, headers: { authorization, ...file.headers }, payload: file.payload });
  expect(response.statusCode).toBe(200);
  return response.json().user.profile_photo_url as string;
};
const read = (url: string, authorization?: string) => t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
/** What each caller gets for the photo: 200, 404 (not theirs to see, told like a missing photo) or 401. */
const statuses = async (url: string, callers: Record<string, string | undefined>) =>
  Object.fromEntries(
    await Promise.all(Object.entries(callers).map(async ([who, authorization]) => [who, (await read(url, authorization)).statusCode] as const)),
  );

async function twoClinics() {
  const mine = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
  const otherDoctorHere = await createTestUser(t.db, { role: 'DOCTOR', clinicId: mine.clinic.id });
  const otherPatientHere = await createTestUser(t.db, { clinicId: mine.clinic.id, doctorId: otherDoctorHere.id });
  const theirs = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
  const loner = await createTestUser(t.db);
  const login = (email: string) => bearerFor(t.app, email);
  return {
    callers: {
      patient: await login(mine.patients[0]!.email),
      doctor: await login(mine.doctor!.email),
      admin: await login(mine.admin.email),
      otherDoctorHere: await login(otherDoctorHere.email),
      otherPatientHere: await login(otherPatientHere.email),
      foreignAdmin: await login(theirs.admin.email),
      foreignDoctor: await login(theirs.doctor!.email),
      foreignPatient: await login(theirs.patients[0]!.email),
      loner: await login(loner.email),
      anonymous: undefined,
    },
  };
}

describe('who may see a photo', () => {
  it("shows a patient's photo to the patient, their doctor and their clinic's administrator only", async () => {
    const { callers } = await twoClinics();
    const url = await upload('/api/profile/photo', callers.patient);
    expect(await statuses(url, callers)).toEqual({
      patient: 200,
      doctor: 200,
      admin: 200,
      otherDoctorHere: 404,
      otherPatientHere: 404,
      foreignAdmin: 404,
      foreignDoctor: 404,
      foreignPatient: 404,
      loner: 404,
      anonymous: 401,
    });
  });

  it("shows a doctor's photo to the doctor and the clinic's administrator only", async () => {
    const { callers } = await twoClinics();
    const url = await upload('/api/profile/photo', callers.doctor);
    expect(await statuses(url, callers)).toEqual({
      patient: 404,
      doctor: 200,
      admin: 200,
      otherDoctorHere: 404,
      otherPatientHere: 404,
      foreignAdmin: 404,
      foreignDoctor: 404,
      foreignPatient: 404,
      loner: 404,
      anonymous: 401,
    });
  });

  it("shows a clinic's photo to the clinic's administrator, doctors and patients only", async () => {
    const { callers } = await twoClinics();
    const url = await upload('/api/admin-clinic/photo', callers.admin);
    expect(await statuses(url, callers)).toEqual({
      patient: 200,
      doctor: 200,
      admin: 200,
      otherDoctorHere: 200,
      otherPatientHere: 200,
      foreignAdmin: 404,
      foreignDoctor: 404,
      foreignPatient: 404,
      loner: 404,
      anonymous: 401,
    });
  });

  it('is never kept by a cache, answers a stranger like a missing photo, and ends with the session and the photo', async () => {
    const { callers } = await twoClinics();
    const url = await upload('/api/profile/photo', callers.patient);
    const served = await read(url, callers.patient);
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['content-type']).toBe('image/webp');

    const refused = await read(url, callers.foreignAdmin);
    const missing = await read('/uploads/00000000-0000-4000-8000-000000000000.webp', callers.foreignAdmin);
    expect([refused.statusCode, refused.json()]).toEqual([missing.statusCode, missing.json()]);
    expect((await read(url, 'Bearer not-a-token')).statusCode).toBe(401);

    // A logged-out session reads it no more; a deleted photo is gone for everyone.
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: callers.doctor } })).statusCode).toBeLessThan(300);
    expect((await read(url, callers.doctor)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/profile/photo', headers: { authorization: callers.patient } })).statusCode).toBe(200);
    expect((await read(url, callers.patient)).statusCode).toBe(404);
    expect((await read(url, callers.admin)).statusCode).toBe(404);
  });
});
