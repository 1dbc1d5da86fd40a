import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AccessLogSchema, ClinicAuditLogSchema } from '@cephalo/shared/access-log';
import { DoctorPatientListSchema, DoctorPatientOverviewSchema } from '@cephalo/shared/diary';
import { PATIENT_TOTAL_HEADER } from '@cephalo/shared/patient-order';
import { accessLog, users } from '../../db/schema';
import { bearerFor, createTestClinic, createTestUser, insertDiaryEntries } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';
import { daysAgo } from '../outcomes/outcome-test-dates';

const t = setupTestApp();
const get = (authorization: string, url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });

// Seven patients whose surnames put them in a known order; Zoë has a phone number to search by.
const PEOPLE = [
  { name: 'Ana', surname: 'Adams', phone: null },
  { name: 'Bora', surname: 'Berg', phone: null },
  { name: 'Cvijeta', surname: 'Car', phone: null },
  { name: 'Dara', surname: 'Dunn', phone: null },
  { name: 'Ema', surname: 'Egan', phone: null },
  { name: 'Ana', surname: 'Fox', phone: null },
  { name: 'Zoë', surname: 'Nóvak', phone: '+381 60 7654321' },
];

/** A doctor with the seven patients above, signed in. */
async function doctorWithSevenPatients() {
  const { doctor, patients } = await createTestClinic(t.db, { withDoctor: true, patients: PEOPLE.length });
  const named = await Promise.all(
    patients.map(async (patient, index) => {
      const person = PEOPLE[index]!;
      // Letters only from the names, so a search by letters finds just the patients it names.
      const email = `${person.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${Date.now()}${index}@clinic.test`;
      await t.db.update(users).set({ name: person.name, surname: person.surname, phoneNumber: person.phone, email }).where(eq(users.id, patient.id));
      return { ...patient, ...person, email };
    }),
  );
  return { auth: await bearerFor(t.app, doctor!.email), patients: named };
}

const surnamesOf = async (auth: string, query: string) => {
  const response = await get(auth, `/api/doctors/patients${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { surnames: DoctorPatientListSchema.parse(response.json()).map((patient) => patient.surname), total: Number(response.headers[PATIENT_TOTAL_HEADER]) };
};

describe("the doctor's patient list, a page at a time", () => {
  it('sends every patient by surname without parameters, and pages of that order with them', async () => {
    const { auth } = await doctorWithSevenPatients();
    expect(await surnamesOf(auth, '')).toEqual({ surnames: ['Adams', 'Berg', 'Car', 'Dunn', 'Egan', 'Fox', 'Nóvak'], total: 7 });
    expect(await surnamesOf(auth, '?offset=0&limit=3')).toEqual({ surnames: ['Adams', 'Berg', 'Car'], total: 7 });
    expect(await surnamesOf(auth, '?offset=3&limit=3')).toEqual({ surnames: ['Dunn', 'Egan', 'Fox'], total: 7 });
    expect(await surnamesOf(auth, '?offset=6&limit=3')).toEqual({ surnames: ['Nóvak'], total: 7 });
    expect(await surnamesOf(auth, '?offset=9&limit=3')).toEqual({ surnames: [], total: 7 });
  });

  it('sorts the whole list before cutting the page, and keeps the order fresh after a diary change', async () => {
    const { auth, patients } = await doctorWithSevenPatients();
    const [adams, , , , egan] = patients;
    await insertDiaryEntries(
      t.db,
      egan!.id,
      [0, 2, 4].map((day) => ({ date: daysAgo(day), headache: true, medicationTaken: 'sumatriptan' })),
    );
    await insertDiaryEntries(t.db, adams!.id, [{ date: daysAgo(1), headache: true, medicationTaken: 'sumatriptan' }]);
    // Most migraine days first (a header's first click), patients without numbers by name after them.
    expect(await surnamesOf(auth, '?sort=migraine_days_28&limit=3')).toEqual({ surnames: ['Egan', 'Adams', 'Berg'], total: 7 });
    expect(await surnamesOf(auth, '?sort=migraine_days_28&direction=ascending&limit=2')).toEqual({ surnames: ['Berg', 'Car'], total: 7 });
    expect(await surnamesOf(auth, '?sort=name&direction=descending&offset=1&limit=2')).toEqual({ surnames: ['Fox', 'Egan'], total: 7 });

    // A new entry drops the kept list on the server, and the page cut from it with it (written
    // straight to the database here, it is announced by the database: on PostgreSQL a moment later).
    await insertDiaryEntries(
      t.db,
      adams!.id,
      [2, 3, 5, 6].map((day) => ({ date: daysAgo(day), headache: true, medicationTaken: 'sumatriptan' })),
    );
    await expect
      .poll(() => surnamesOf(auth, '?sort=migraine_days_28&limit=3'), { timeout: 5000, interval: 20 })
      .toEqual({ surnames: ['Adams', 'Egan', 'Berg'], total: 7 });
  });

  it('searches names, e-mails and phone digits, counting only the patients that match', async () => {
    const { auth, patients } = await doctorWithSevenPatients();
    expect(await surnamesOf(auth, '?search=zoe%20novak&limit=24')).toEqual({ surnames: ['Nóvak'], total: 1 });
    expect(await surnamesOf(auth, `?search=${encodeURIComponent(patients[1]!.email.toUpperCase())}`)).toEqual({ surnames: ['Berg'], total: 1 });
    expect(await surnamesOf(auth, `?search=${encodeURIComponent('60 765')}`)).toEqual({ surnames: ['Nóvak'], total: 1 });
    expect(await surnamesOf(auth, '?search=ana&sort=name&direction=descending&limit=1')).toEqual({ surnames: ['Fox'], total: 2 });
    expect(await surnamesOf(auth, '?search=nobody')).toEqual({ surnames: [], total: 0 });
  });

  it("shows only the doctor's own patients, to a doctor only", async () => {
    const { auth } = await doctorWithSevenPatients();
    const other = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    expect((await surnamesOf(await bearerFor(t.app, other.doctor!.email), '?limit=24')).total).toBe(1);
    expect((await surnamesOf(auth, `?search=${encodeURIComponent(other.patients[0]!.email)}`)).total).toBe(0);
    const patient = await createTestUser(t.db);
    expect((await get(await bearerFor(t.app, patient.email), '/api/doctors/patients?limit=24')).statusCode).toBe(403);
  });

  it.each([
    ['?limit=0', /limit must be at least 1/],
    ['?limit=101', /limit must be at most 100/],
    ['?limit=2.5', /limit must be a whole number/],
    ['?offset=-1', /offset must not be negative/],
    ['?sort=email', /sort must be one of attention, name, migraine_days_28/],
    ['?overuse=maybe', /overuse must be one of at_risk_or_overuse/],
    ['?min_days_since_entry=-2', /min_days_since_entry must not be negative/],
    ['?sort=name&direction=up', /direction must be one of ascending, descending/],
    [`?search=${'x'.repeat(101)}`, /search must be at most 100 characters/],
  ])('refuses %s with 400 and a detail', async (query, detail) => {
    const { doctor } = await createTestClinic(t.db, { withDoctor: true });
    const response = await get(await bearerFor(t.app, doctor!.email), `/api/doctors/patients${query}`);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { detail: string }).detail).toMatch(detail);
  });
});

describe("the doctor's triage list", () => {
  it('puts overuse risk, rising migraine days and long silence first, says why, and filters on the server', async () => {
    const { auth, patients } = await doctorWithSevenPatients();
    const [adams, berg, , dunn, egan, fox, novak] = patients;
    const calm = (id: string) =>
      insertDiaryEntries(
        t.db,
        id,
        Array.from({ length: 56 }, (_, day) => ({ date: daysAgo(day) })),
      );
    await Promise.all([adams, dunn, fox].map((patient) => calm(patient!.id)));
    // Novak: nine triptan days in the last 28 (at risk of overuse); Egan: silent for 20 days; Car never wrote.
    await insertDiaryEntries(
      t.db,
      novak!.id,
      Array.from({ length: 56 }, (_, day) => ({
        date: daysAgo(day),
        ...(day < 27 && day % 3 === 0 ? { headache: true, medicationTaken: 'sumatriptan' } : {}),
      })),
    );
    await insertDiaryEntries(t.db, egan!.id, [{ date: daysAgo(20) }]);
    // Berg: migraine days rising (none in the 28 days before).
    await insertDiaryEntries(
      t.db,
      berg!.id,
      Array.from({ length: 56 }, (_, day) => ({
        date: daysAgo(day),
        ...(day < 28 && day % 7 === 0 ? { headache: true, medicationTaken: 'rizatriptan' } : {}),
      })),
    );

    const response = await get(auth, '/api/doctors/patients?sort=attention&limit=4');
    const page = DoctorPatientListSchema.parse(response.json());
    expect(page.map((patient) => [patient.surname, patient.attention_reasons])).toEqual([
      ['Nóvak', ['overuse_risk', 'worsening']],
      ['Berg', ['worsening']],
      ['Egan', ['silent']],
      ['Car', ['no_entries']],
    ]);
    expect(page[0]).toMatchObject({ acute_medication_days_28: 9, overuse_status: 'at_risk', days_with_entry_28: 28 });
    expect(Number(response.headers[PATIENT_TOTAL_HEADER])).toBe(7);

    expect(await surnamesOf(auth, '?sort=attention&overuse=at_risk_or_overuse')).toEqual({ surnames: ['Nóvak'], total: 1 });
    expect(await surnamesOf(auth, '?sort=attention&trend=up')).toEqual({ surnames: ['Nóvak', 'Berg'], total: 2 });
    expect(await surnamesOf(auth, '?sort=attention&min_days_since_entry=14')).toEqual({ surnames: ['Egan', 'Car'], total: 2 });
    expect(await surnamesOf(auth, '?sort=name&needs_attention=true')).toEqual({ surnames: ['Berg', 'Car', 'Egan', 'Nóvak'], total: 4 });
    expect(await surnamesOf(auth, '?sort=name&max_days_recorded=1')).toEqual({ surnames: ['Car', 'Egan'], total: 2 });
    expect(await surnamesOf(auth, '?sort=acute_medication_days_28&min_migraine_days=1&limit=1')).toEqual({ surnames: ['Nóvak'], total: 2 });
    expect(await surnamesOf(auth, '?sort=days_since_last_entry&limit=2')).toEqual({ surnames: ['Car', 'Egan'], total: 7 });
  });
});

describe("a patient's page", () => {
  it("opens with the list's numbers and writes one trail row; its other reads write none", async () => {
    const { clinic, doctor, patients } = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const patient = patients[0]!;
    await insertDiaryEntries(t.db, patient.id, [{ date: daysAgo(1), headache: true, medicationTaken: 'sumatriptan' }, { date: daysAgo(2) }]);
    const doctorAuth = await bearerFor(t.app, doctor!.email);
    const trailOf = async () => (await t.db.select().from(accessLog).where(eq(accessLog.clinicId, clinic.id))).length;

    const before = await trailOf();
    const opened = await get(doctorAuth, `/api/doctors/patients/${patient.id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const overview = DoctorPatientOverviewSchema.parse(opened.json());
    const [row] = DoctorPatientListSchema.parse((await get(doctorAuth, `/api/doctors/patients?search=${encodeURIComponent(patient.email)}`)).json());
    const { recent_window, previous_window, ...numbers } = overview;
    expect(numbers).toEqual(row);
    expect(recent_window).toEqual({ from: daysAgo(27), to: daysAgo(0) });
    expect(previous_window).toEqual({ from: daysAgo(55), to: daysAgo(28) });
    expect(overview).toMatchObject({ migraine_days_28: 1, days_with_entry_28: 2, last_entry_on: daysAgo(1), days_since_last_entry: 1 });
    // The opening and the list view (one row each); the page's parts add none.
    expect(await trailOf()).toBe(before + 2);
    for (const part of ['/outcomes?months=12', '/treatments', '/midas'])
      expect((await get(doctorAuth, `/api/doctors/patients/${patient.id}${part}`)).statusCode).toBe(200);
    expect((await get(doctorAuth, `/api/diaries/user/${patient.id}?limit=30`)).statusCode).toBe(200);
    expect(await trailOf()).toBe(before + 2);
  });

  it("answers 404 for another doctor's patient and an unknown id, 403 to a patient, and writes nothing", async () => {
    const own = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const other = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const doctorAuth = await bearerFor(t.app, own.doctor!.email);
    const trailOf = async (clinicId: string) => (await t.db.select().from(accessLog).where(eq(accessLog.clinicId, clinicId))).length;
    expect((await get(doctorAuth, `/api/doctors/patients/${other.patients[0]!.id}`)).statusCode).toBe(404);
    expect((await get(doctorAuth, '/api/doctors/patients/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(doctorAuth, '/api/doctors/patients/not-an-id')).statusCode).toBe(400);
    expect((await get(await bearerFor(t.app, own.patients[0]!.email), `/api/doctors/patients/${own.patients[0]!.id}`)).statusCode).toBe(403);
    expect(await trailOf(other.clinic.id)).toBe(0);
    expect(await trailOf(own.clinic.id)).toBe(0);
  });
});

describe("the doctor's patient list in the access trail", () => {
  it('writes one row per view that names how many patients it showed; each of them sees it, and the clinic sees the count', async () => {
    const { clinic, admin, doctor, patients } = await createTestClinic(t.db, { withDoctor: true, patients: 3 });
    const doctorAuth = await bearerFor(t.app, doctor!.email);
    const trailOf = async (clinicId: string) => (await t.db.select().from(accessLog).where(eq(accessLog.clinicId, clinicId))).length;

    expect((await get(doctorAuth, '/api/doctors/patients')).statusCode).toBe(200);
    expect(await trailOf(clinic.id)).toBe(1);
    const page = await get(doctorAuth, '/api/doctors/patients?offset=0&limit=2');
    const shown = DoctorPatientListSchema.parse(page.json()).map((patient) => patient.id);
    expect(shown).toHaveLength(2);
    expect(await trailOf(clinic.id)).toBe(2);

    const clinicTrail = ClinicAuditLogSchema.parse((await get(await bearerFor(t.app, admin.email), '/api/admin-clinic/audit-log')).json());
    expect(clinicTrail.is_intact).toBe(true);
    expect(clinicTrail.entries.map((entry) => [entry.action, entry.patient_id, entry.patient_count, entry.description])).toEqual([
      ['patients.list', null, 2, 'listed their patients with each one’s last 30 days (2 shown)'],
      ['patients.list', null, 3, 'listed their patients with each one’s last 30 days (3 shown)'],
    ]);
    // A patient on both pages sees both views in their own trail; one left off the second page, only the first.
    const countFor = async (patientId: string) => {
      const patient = patients.find((candidate) => candidate.id === patientId)!;
      return AccessLogSchema.parse((await get(await bearerFor(t.app, patient.email), '/api/profile/access-log')).json()).map((entry) => entry.patient_count);
    };
    expect(await countFor(shown[0]!)).toEqual([2, 3]);
    expect(await countFor(patients.map((patient) => patient.id).find((id) => !shown.includes(id))!)).toEqual([3]);

    // A page that shows nobody reads nobody's data.
    expect((await get(doctorAuth, '/api/doctors/patients?offset=0&limit=2&search=nobody-matches-this')).json()).toEqual([]);
    expect(await trailOf(clinic.id)).toBe(2);
  });
});

/**
 * Issue 35, point 7: the list's pages, the doctor's patient ids and the reader's name are kept in
 * memory; a change made anywhere (here straight in the database, which announces it: on PostgreSQL
 * a moment later) must reach them at once, never after the ten minutes a copy may live.
 */
describe('kept reads stay as fresh as the database', () => {
  it('refuses the page of a patient moved to another doctor at once, though the page, its diary and its outcomes were kept, and opens it to the new doctor', async () => {
    const { clinic, doctor, patients } = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const patient = patients[0]!;
    const next = await createTestUser(t.db, { role: 'DOCTOR', clinicId: clinic.id });
    const [ownAuth, nextAuth] = [await bearerFor(t.app, doctor!.email), await bearerFor(t.app, next.email)];
    const statuses = async (auth: string) => [
      (await get(auth, `/api/doctors/patients/${patient.id}`)).statusCode,
      (await get(auth, `/api/diaries/user/${patient.id}?limit=30`)).statusCode,
      (await get(auth, `/api/doctors/patients/${patient.id}/outcomes?months=12`)).statusCode,
    ];
    expect(await statuses(ownAuth)).toEqual([200, 200, 200]);
    expect(await statuses(ownAuth)).toEqual([200, 200, 200]);
    expect(await statuses(nextAuth)).toEqual([404, 404, 404]);

    await t.db.update(users).set({ doctorId: next.id }).where(eq(users.id, patient.id));
    await expect.poll(() => statuses(ownAuth), { timeout: 5000, interval: 20 }).toEqual([404, 404, 404]);
    expect(await statuses(nextAuth)).toEqual([200, 200, 200]);
    const openings = await t.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.patientId, patient.id), eq(accessLog.action, 'patient.open')));
    expect(openings.map((row) => row.actorId).sort()).toEqual([doctor!.id, next.id].sort());
  });

  it('names the reader in every view of the list as their account says now', async () => {
    const { clinic, doctor } = await createTestClinic(t.db, { withDoctor: true, patients: 2 });
    await t.db.update(users).set({ name: 'Dana', surname: 'Doe' }).where(eq(users.id, doctor!.id));
    const auth = await bearerFor(t.app, doctor!.email);
    let views = 0;
    const newestReader = async () => {
      expect((await get(auth, '/api/doctors/patients?limit=24')).statusCode).toBe(200);
      views += 1;
      const [newest] = await t.db.select().from(accessLog).where(eq(accessLog.clinicId, clinic.id)).orderBy(desc(accessLog.id)).limit(1);
      return newest?.actorName;
    };
    expect(await newestReader()).toBe('Dana Doe');
    expect(await newestReader()).toBe('Dana Doe');
    await t.db.update(users).set({ surname: 'Doe-Novak' }).where(eq(users.id, doctor!.id));
    await expect.poll(newestReader, { timeout: 5000, interval: 20 }).toBe('Dana Doe-Novak');
    // Every view is a row, kept name or not.
    expect(await t.db.select().from(accessLog).where(eq(accessLog.clinicId, clinic.id))).toHaveLength(views);
  });

  it('keeps a filtered page only as long as its list: a diary change shows in it', async () => {
    const { auth, patients } = await doctorWithSevenPatients();
    const [adams] = patients;
    expect(await surnamesOf(auth, '?sort=name&min_migraine_days=1')).toEqual({ surnames: [], total: 0 });
    expect(await surnamesOf(auth, '?sort=name&min_migraine_days=1')).toEqual({ surnames: [], total: 0 });
    await insertDiaryEntries(t.db, adams!.id, [{ date: daysAgo(1), headache: true, medicationTaken: 'sumatriptan' }]);
    await expect.poll(() => surnamesOf(auth, '?sort=name&min_migraine_days=1'), { timeout: 5000, interval: 20 }).toEqual({ surnames: ['Adams'], total: 1 });
  });
});
