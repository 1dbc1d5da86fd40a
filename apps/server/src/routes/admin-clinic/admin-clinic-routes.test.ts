import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ClinicAuditLogSchema } from '@cephalo/shared/access-log';
import { ClinicMemberListSchema, CreatedRegistrationKeySchema, RegistrationKeyListSchema } from '@cephalo/shared/clinic';
import { accessLog } from '../../db/schema';
import { bearerFor, createTestClinic, createTestUser } from '../../../test/builders';
import { multipartFile } from '../../../test/multipart';
import { setupTestApp } from '../../../test/test-app';

const t = setupTestApp({ DATA_DIR: `.tmp/test-data-admin-${process.pid}` });
let counter = 0;
const newPerson = (extra: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    email: `person${counter}@clinic.example`,
    username: `person${counter}`,
    password: 'calm-river-42',
    name: 'Maja',
    surname: `Surname${counter}`,
    phone_number: '+381 11 222',
    bio: 'None',
    ...extra,
  };
};
async function adminOf() {
  const setup = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
  return { ...setup, auth: await bearerFor(t.app, setup.admin.email) };
}
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, authorization: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

describe('the clinic administrator', () => {
  it('sees which doctors cannot sign in yet (e-mail not verified), so the doctor picker can mark them', async () => {
    const { clinic, auth } = await adminOf();
    const unverified = await createTestUser(t.db, { role: 'DOCTOR', clinicId: clinic.id, isVerified: false });
    const doctors = ClinicMemberListSchema.parse((await call('GET', '/api/admin-clinic/doctors', auth)).json());
    expect(doctors.find((doctor) => doctor.id === unverified.id)).toMatchObject({ can_sign_in: false });
    expect(doctors.filter((doctor) => doctor.id !== unverified.id).map((doctor) => doctor.can_sign_in)).toEqual([true]);
  });

  it('pages and searches the patients and doctors on the server; only the patients shown count as listed in the trail', async () => {
    const { auth } = await adminOf();
    const added = [];
    for (const [name, surname, phone] of [
      ['Ana', 'Zorić', '+381 60 111'],
      ['Diana', 'Zec', '+381 60 222'],
      ['Ivo', 'Zúñiga', '+381 64 333'],
    ] as const) {
      added.push(
        (await call('POST', '/api/admin-clinic/users', auth, newPerson({ name, surname, phone_number: phone }))).json() as { id: string; username: string },
      );
    }
    const everyone = ClinicMemberListSchema.parse((await call('GET', '/api/admin-clinic/users', auth)).json());
    expect(everyone).toHaveLength(4);
    const trail = async () => ClinicAuditLogSchema.parse((await call('GET', '/api/admin-clinic/audit-log', auth)).json()).entries;
    const trailBefore = (await trail()).length;

    // Pages of the same surname order as the whole list, with the number of matches in the header.
    const second = await call('GET', '/api/admin-clinic/users?offset=2&limit=2', auth);
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-total-count']).toBe('4');
    const secondPage = ClinicMemberListSchema.parse(second.json());
    expect(secondPage.map((member) => member.id)).toEqual(everyone.slice(2, 4).map((member) => member.id));
    // Only those two were shown to the administrator: one new "listed" row names them both (and says 2 shown).
    const after = await trail();
    const newEntries = after.slice(0, after.length - trailBefore);
    expect(newEntries.filter((entry) => entry.action === 'members.list').map((entry) => [entry.patient_id, entry.patient_count])).toEqual([[null, 2]]);
    const [listRow] = await t.db.select({ listed: accessLog.listedPatientIds }).from(accessLog).where(eq(accessLog.id, newEntries[0]!.id));
    expect(listRow?.listed?.slice().sort()).toEqual(secondPage.map((member) => member.id).sort());

    // Word starts of name, surname, e-mail or username, without case or accents; digits search the phone.
    const search = async (query: string) => {
      const response = await call('GET', `/api/admin-clinic/users?offset=0&limit=24&search=${encodeURIComponent(query)}`, auth);
      return { total: response.headers['x-total-count'], ids: ClinicMemberListSchema.parse(response.json()).map((member) => member.id) };
    };
    expect(await search('ana')).toEqual({ total: '1', ids: [added[0]!.id] });
    expect(await search('zuniga')).toEqual({ total: '1', ids: [added[2]!.id] });
    expect(await search(added[1]!.username)).toEqual({ total: '1', ids: [added[1]!.id] });
    expect(await search('60 ')).toEqual({ total: '2', ids: [added[1]!.id, added[0]!.id] });
    expect(await search('nobody')).toEqual({ total: '0', ids: [] });

    const doctors = await call('GET', '/api/admin-clinic/doctors?offset=0&limit=1', auth);
    expect(doctors.headers['x-total-count']).toBe('1');
    expect(ClinicMemberListSchema.parse(doctors.json())).toHaveLength(1);

    // Refused with a reason, never a 5xx.
    expect((await call('GET', '/api/admin-clinic/users?limit=0', auth)).json()).toMatchObject({ detail: 'limit: limit must be at least 1' });
    expect((await call('GET', '/api/admin-clinic/users?offset=-1', auth)).statusCode).toBe(400);
    expect((await call('GET', `/api/admin-clinic/doctors?search=${'x'.repeat(101)}`, auth)).json()).toMatchObject({
      detail: 'search: search must be at most 100 characters',
    });
  });

  it('reads and edits the own clinic profile', async () => {
    const { clinic, auth } = await adminOf();
    expect((await call('GET', '/api/admin-clinic', auth)).json()).toMatchObject({ id: clinic.id, name: clinic.name, website: null });
    const changed = await call('PUT', '/api/admin-clinic', auth, {
      name: 'Neuro Centar',
      phone_number: '+381 11 123',
      website: 'https://neuro.example',
      address: 'Main St 1',
      zip: '11000',
      city: 'Belgrade',
      state: '',
      country: 'Serbia',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Neuro Centar', website: 'https://neuro.example', city: 'Belgrade', state: null, country: 'Serbia' });
    // The clinic form has no validation in the specification: any website text is kept, bounded in length.
    expect((await call('PUT', '/api/admin-clinic', auth, { website: 'see our Facebook page' })).json()).toMatchObject({ website: 'see our Facebook page' });
    expect((await call('PUT', '/api/admin-clinic', auth, { website: 'x'.repeat(301) })).json().detail).toMatch(/website: Website must be at most 300/);
    // A refusal names the field in `detail` and, in words, under `errors` for the form.
    expect((await call('PUT', '/api/admin-clinic', auth, { name: '' })).json()).toEqual({
      detail: 'name: Enter the clinic name',
      errors: [{ field: 'name', message: 'Enter the clinic name' }],
    });
  });

  it('uploads and deletes the clinic photo', async () => {
    const { auth } = await adminOf();
    const png = multipartFile(
      await sharp({ create: { width: 40, height: 40, channels: 3, background: '#09f' } })
        .png()
        .toBuffer(),
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin-clinic/photo',
      headers: { authorization: auth, ...png.headers },
      payload: png.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    expect((await call('GET', '/api/admin-clinic', auth)).json().profile_photo_url).toBe(uploaded.json().user.profile_photo_url);
    expect((await call('DELETE', '/api/admin-clinic/photo', auth)).json()).toEqual({ user: { profile_photo_url: null } });
  });

  it('adds a doctor and a patient with that doctor and a plan; both are verified and log in at once', async () => {
    const { clinic, auth } = await adminOf();
    const doctorInput = newPerson();
    const doctor = await call('POST', '/api/admin-clinic/doctors', auth, doctorInput);
    expect(doctor.statusCode).toBe(201);
    expect(doctor.json()).toMatchObject({ email: doctorInput.email, username: doctorInput.username, name: 'Maja', plan_name: 'Premium', can_sign_in: true });
    const patientInput = newPerson({ doctor_id: doctor.json().id, plan: 'Basic' });
    const patient = await call('POST', '/api/admin-clinic/users', auth, patientInput);
    expect(patient.statusCode).toBe(201);
    expect(patient.json()).toMatchObject({ doctor_id: doctor.json().id, doctor_name: `Maja ${doctorInput.surname}`, plan_name: 'Basic' });

    const patientAuth = await bearerFor(t.app, patientInput.email, 'calm-river-42');
    expect((await call('GET', '/api/me', patientAuth)).json()).toMatchObject({ role: 'USER', clinic_id: clinic.id, plan: 'Basic' });
    const doctorAuth = await bearerFor(t.app, doctorInput.username, 'calm-river-42');
    expect(((await call('GET', '/api/doctors/patients', doctorAuth)).json() as { id: string }[]).map((item) => item.id)).toEqual([patient.json().id]);

    const patients = ClinicMemberListSchema.parse((await call('GET', '/api/admin-clinic/users', auth)).json());
    expect(patients.map((item) => item.email)).toContain(patientInput.email);
    expect(ClinicMemberListSchema.parse((await call('GET', '/api/admin-clinic/doctors', auth)).json()).map((item) => item.email)).toContain(doctorInput.email);
  });

  it('answers 409 for a taken e-mail or username and 400 for a doctor of another clinic', async () => {
    const { auth, patients } = await adminOf();
    const other = await createTestClinic(t.db, { withDoctor: true });
    expect((await call('POST', '/api/admin-clinic/users', auth, newPerson({ email: patients[0]!.email }))).json()).toEqual({
      detail: 'An account with this email already exists.',
    });
    expect((await call('POST', '/api/admin-clinic/users', auth, newPerson({ username: patients[0]!.username.toUpperCase() }))).statusCode).toBe(409);
    const foreign = await call('POST', '/api/admin-clinic/users', auth, newPerson({ doctor_id: other.doctor!.id }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().detail).toMatch(/not a doctor of your clinic/);
    expect((await call('POST', '/api/admin-clinic/users', auth, newPerson({ password: 'abc' }))).statusCode).toBe(400);
  });

  it("changes a patient's doctor, only within the clinic", async () => {
    const { auth, patients, doctor } = await adminOf();
    const second = (await call('POST', '/api/admin-clinic/doctors', auth, newPerson())).json();
    const moved = await call('PATCH', `/api/admin-clinic/users/${patients[0]!.id}`, auth, { doctor_id: second.id });
    expect(moved.json()).toMatchObject({ id: patients[0]!.id, doctor_id: second.id });
    expect((await call('PATCH', `/api/admin-clinic/users/${patients[0]!.id}`, auth, { doctor_id: null })).json().doctor_id).toBeNull();
    expect((await call('PATCH', `/api/admin-clinic/users/${doctor!.id}`, auth, { doctor_id: second.id })).statusCode).toBe(404);
    const other = await createTestClinic(t.db, { patients: 1 });
    expect((await call('PATCH', `/api/admin-clinic/users/${other.patients[0]!.id}`, auth, { plan: 'Free' })).statusCode).toBe(404);
  });

  it("changes a patient's plan, which sets the monthly questions; an unknown plan is refused", async () => {
    const { auth } = await adminOf();
    const patientInput = newPerson({ plan: 'Free' });
    const patient = (await call('POST', '/api/admin-clinic/users', auth, patientInput)).json() as { id: string };
    const patientAuth = await bearerFor(t.app, patientInput.email, 'calm-river-42');
    expect((await call('GET', '/api/profile/limit', patientAuth)).json()).toMatchObject({ plan_name: 'Free', monthly_limit: 20 });

    const upgraded = await call('PATCH', `/api/admin-clinic/users/${patient.id}`, auth, { plan: 'Premium' });
    expect(upgraded.json()).toMatchObject({ id: patient.id, plan_name: 'Premium' });
    expect((await call('GET', '/api/profile/limit', patientAuth)).json()).toMatchObject({ plan_name: 'Premium', monthly_limit: 1000 });

    const unknown = await call('PATCH', `/api/admin-clinic/users/${patient.id}`, auth, { plan: 'Gold' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toMatch(/plan/);
    expect((await call('GET', '/api/profile/limit', patientAuth)).json()).toMatchObject({ plan_name: 'Premium' });
  });

  it('creates, lists and revokes registration keys; the key text is shown once and registers into the clinic', async () => {
    const { clinic, auth } = await adminOf();
    const created = await call('POST', '/api/admin-clinic/registration-keys', auth, { role: 'USER', plan: 'Premium', expires_in_days: 7, uses: 2 });
    expect(created.statusCode).toBe(201);
    const key = CreatedRegistrationKeySchema.parse(created.json());
    expect(key).toMatchObject({ role: 'USER', plan_name: 'Premium', uses_left: 2, revoked_at: null });
    const listed = RegistrationKeyListSchema.parse((await call('GET', '/api/admin-clinic/registration-keys', auth)).json());
    expect(listed.map((item) => item.id)).toContain(key.id);
    expect(JSON.stringify(listed)).not.toContain(key.key);

    const registered = await t.app.inject({ method: 'POST', url: '/api/register', payload: { ...newPerson(), register_key: key.key, role: 'USER' } });
    expect(registered.statusCode).toBe(201);
    const patients = ClinicMemberListSchema.parse((await call('GET', '/api/admin-clinic/users', auth)).json());
    expect(patients.map((item) => item.id)).toContain(registered.json().id);

    expect((await call('DELETE', `/api/admin-clinic/registration-keys/${key.id}`, auth)).json()).toEqual({ revoked: true });
    const refused = await t.app.inject({ method: 'POST', url: '/api/register', payload: { ...newPerson(), register_key: key.key, role: 'USER' } });
    expect(refused.json()).toEqual({ detail: 'Invalid registration key.' });
    expect((await call('POST', '/api/admin-clinic/registration-keys', auth, { role: 'CLINIC_ADMIN' })).statusCode).toBe(400);
    expect(clinic.id).toEqual(expect.any(String));
  });
});
