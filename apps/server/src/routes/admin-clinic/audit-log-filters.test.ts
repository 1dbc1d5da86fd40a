import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ClinicAuditLogSchema } from '@cephalo/shared/access-log';
import { accessLog, users } from '../../db/schema';
import { createAccessTrail } from '../../domain/access-log/access-trail';
import { loadAccessActor } from '../../domain/access-log/load-access-actor';
import { recordAccess } from '../../domain/access-log/record-access';
import { PATIENT_OPEN_WINDOW_MS, openPatientForDoctor } from '../../domain/doctors/open-patient-for-doctor';
import { bearerFor, createTestClinic } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';

const t = setupTestApp();
const get = (url: string, authorization: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });
const auditLog = async (authorization: string, query = '') => {
  const response = await get(`/api/admin-clinic/audit-log${query}`, authorization);
  expect(response.statusCode, response.body).toBe(200);
  return ClinicAuditLogSchema.parse(response.json());
};
const rowsOfClinic = async (clinicId: string) => t.db.select().from(accessLog).where(eq(accessLog.clinicId, clinicId));

/** A clinic whose doctor Dana Doe looks after Petra Pavlović and Ivo Ilić; the administrator signed in. */
async function namedClinic() {
  const { clinic, admin, doctor, patients } = await createTestClinic(t.db, { withDoctor: true, patients: 2 });
  const [petra, ivo] = [patients[0]!, patients[1]!];
  await t.db.update(users).set({ name: 'Dana', surname: 'Doe' }).where(eq(users.id, doctor!.id));
  await t.db.update(users).set({ name: 'Petra', surname: 'Pavlović' }).where(eq(users.id, petra.id));
  await t.db.update(users).set({ name: 'Ivo', surname: 'Ilić' }).where(eq(users.id, ivo.id));
  const opens = (
    patientId: string,
    action: 'diary.read' | 'outcomes.read' | 'treatments.read' | 'midas.read' | 'report.read' = 'diary.read',
    trail = t.app.accessTrail,
  ) => openPatientForDoctor({ db: t.db, trail, doctorId: doctor!.id, patientId, clinicId: clinic.id, action });
  return { clinic, doctor: doctor!, petra, ivo, opens, adminAuth: await bearerFor(t.app, admin.email), adminId: admin.id };
}

describe('one row per act (issue 35)', () => {
  it("records a doctor's opening of a patient's record once, whichever parts the page reads, on any instance; a report each time", async () => {
    const { clinic, petra, ivo, opens } = await namedClinic();
    // The page's parts, and a second instance (another process with the same key) doing the same at once.
    const otherInstance = createAccessTrail(t.config.JWT_SECRET!);
    await opens(petra.id, 'diary.read');
    await Promise.all([
      opens(petra.id, 'outcomes.read'),
      opens(petra.id, 'treatments.read', otherInstance),
      opens(petra.id, 'midas.read', otherInstance),
      opens(petra.id, 'diary.read'),
    ]);
    await opens(ivo.id, 'diary.read');
    await opens(petra.id, 'report.read');
    await opens(petra.id, 'report.read');
    const rows = await rowsOfClinic(clinic.id);
    expect(rows.map((row) => [row.patientId, row.action]).sort()).toEqual(
      [
        [petra.id, 'patient.open'],
        [ivo.id, 'patient.open'],
        [petra.id, 'report.read'],
        [petra.id, 'report.read'],
      ].sort(),
    );
  });

  it('writes the opening again once the window has passed', async () => {
    const { doctor, petra, opens } = await namedClinic();
    await opens(petra.id);
    // Eleven minutes later by the server's clock (which stamps the rows and measures the window):
    // this instance remembers the first opening (recorded-acts.ts), and must not count it any more.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + PATIENT_OPEN_WINDOW_MS + 60_000 });
    try {
      await opens(petra.id);
    } finally {
      vi.useRealTimers();
    }
    expect(
      await t.db
        .select({ id: accessLog.id })
        .from(accessLog)
        .where(and(eq(accessLog.actorId, doctor.id), eq(accessLog.action, 'patient.open'))),
    ).toHaveLength(2);
  });

  it("writes the administrator's view of the patient list as one row naming how many it showed", async () => {
    const { clinic, adminAuth } = await namedClinic();
    expect((await get('/api/admin-clinic/users', adminAuth)).statusCode).toBe(200);
    const rows = await rowsOfClinic(clinic.id);
    expect(rows.map((row) => [row.action, row.patientId, row.listedPatientIds?.length])).toEqual([['members.list', null, 2]]);
    expect((await auditLog(adminAuth)).entries.map((entry) => [entry.description, entry.patient_count])).toEqual([
      ['listed the clinic’s patients (2 shown)', 2],
    ]);
  });
});

describe("the administrator's filters, pages and CSV", () => {
  it('finds rows by who, patient (also in lists), act and time, a page at a time, with the chain checked', async () => {
    const { clinic, doctor, petra, ivo, opens, adminAuth, adminId } = await namedClinic();
    await opens(petra.id);
    await opens(ivo.id);
    await opens(petra.id, 'report.read');
    // An older row of the kind written before issue 35: still shown, still checked, found under "opened the record".
    await recordAccess({
      db: t.db,
      trail: t.app.accessTrail,
      actor: await loadAccessActor({ db: t.db, userId: doctor.id }),
      patientIds: [ivo.id],
      clinicId: clinic.id,
      action: 'midas.read',
    });
    expect((await get('/api/admin-clinic/users', adminAuth)).statusCode).toBe(200);
    // Petra's own download: stored under her pseudonym, found by her name.
    expect((await get('/api/profile/export', await bearerFor(t.app, petra.email))).statusCode).toBe(200);
    // Another clinic's rows about a patient of the same name are never found.
    const other = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    await t.db.update(users).set({ name: 'Petra', surname: 'Pavlović' }).where(eq(users.id, other.patients[0]!.id));
    await openPatientForDoctor({
      db: t.db,
      trail: t.app.accessTrail,
      doctorId: other.doctor!.id,
      patientId: other.patients[0]!.id,
      clinicId: other.clinic.id,
      action: 'diary.read',
    });

    const all = await auditLog(adminAuth);
    expect(all).toMatchObject({ total: 6, is_intact: true });
    const acts = (log: typeof all) =>
      log.entries.map((entry) => `${entry.actor_name}: ${entry.action} ${entry.patient_name ?? `${entry.patient_count} shown`}`);

    expect(acts(await auditLog(adminAuth, '?patient=pavlov'))).toEqual([
      'Petra Pavlović: profile.export Petra Pavlović',
      `${(await loadAccessActor({ db: t.db, userId: adminId })).name}: members.list 2 shown`,
      'Dana Doe: report.read Petra Pavlović',
      'Dana Doe: patient.open Petra Pavlović',
    ]);
    expect(acts(await auditLog(adminAuth, '?who=Dana%20Doe&action=patient.open'))).toEqual([
      'Dana Doe: midas.read Ivo Ilić',
      'Dana Doe: patient.open Ivo Ilić',
      'Dana Doe: patient.open Petra Pavlović',
    ]);
    expect(acts(await auditLog(adminAuth, '?who=petra'))).toEqual(['Petra Pavlović: profile.export Petra Pavlović']);
    expect((await auditLog(adminAuth, `?patient=${petra.id.slice(0, 8)}&action=report.read`)).total).toBe(1);

    // Time: everything is from the last minute; a window in the past holds nothing.
    const minuteAgo = new Date(Date.now() - 60_000).toISOString();
    expect((await auditLog(adminAuth, `?from=${encodeURIComponent(minuteAgo)}`)).total).toBe(6);
    expect((await auditLog(adminAuth, `?to=${encodeURIComponent(minuteAgo)}`)).total).toBe(0);

    // Pages of the same newest-first order, with the count of all that match.
    const firstPage = await auditLog(adminAuth, '?limit=4');
    const secondPage = await auditLog(adminAuth, '?limit=4&offset=4');
    expect([firstPage.entries.length, secondPage.entries.length, firstPage.total, secondPage.total]).toEqual([4, 2, 6, 6]);
    expect([...firstPage.entries, ...secondPage.entries].map((entry) => entry.id)).toEqual(all.entries.map((entry) => entry.id));
    expect(secondPage.is_intact).toBe(true);

    // Refused with a reason.
    expect((await get('/api/admin-clinic/audit-log?limit=500', adminAuth)).statusCode).toBe(400);
    expect((await get('/api/admin-clinic/audit-log?action=everything', adminAuth)).statusCode).toBe(400);
    expect((await get('/api/admin-clinic/audit-log?from=yesterday', adminAuth)).statusCode).toBe(400);
    expect((await get('/api/admin-clinic/audit-log.csv', await bearerFor(t.app, doctor.email))).statusCode).toBe(403);
  });

  it('downloads what the filters match as CSV, names escaped so no cell runs as a formula', async () => {
    const { clinic, petra, opens, adminAuth } = await namedClinic();
    await t.db.update(users).set({ name: '=HYPERLINK("http://evil.example")', surname: 'O"Brien' }).where(eq(users.id, petra.id));
    await opens(petra.id);
    await opens(petra.id, 'report.read');
    const csv = await get(`/api/admin-clinic/audit-log.csv?patient=${encodeURIComponent('O"Brien')}&action=report.read`, adminAuth);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="access-trail-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.headers['x-trail-intact']).toBe('true');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"When (UTC)","Who","Role","What","Patient","Patient id","Patients shown"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^"\d{4}-\d{2}-\d{2}T[\d:.]+Z","Dana Doe","Doctor","read the report",/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"") O""Brien","${petra.id}","1"`);

    // A row changed behind the application's back: the download says so, as the screen does.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table access_log disable trigger user`);
      await tx.execute(sql`update access_log set actor_name = 'Nobody' where clinic_id = ${clinic.id} and action = 'patient.open'`);
      await tx.execute(sql`alter table access_log enable trigger user`);
    });
    expect((await auditLog(adminAuth, '?action=patient.open')).is_intact).toBe(false);
    expect((await get('/api/admin-clinic/audit-log.csv?action=report.read', adminAuth)).headers['x-trail-intact']).toBe('false');
  });
});
