import { asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessLog, accessLogAnchors, users } from '../../db/schema';
import { createTestClinic } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';
import { GENESIS_HASH, unkeyedAccessRowHash } from './access-row-hash';
import { createAccessTrail } from './access-trail';
import { getClinicAuditLog } from './get-clinic-audit-log';
import { recordAccess } from './record-access';
import { upgradeUnkeyedTrail } from './upgrade-unkeyed-trail';

const t = setupTestApp();

/** Rows as the version before migration 0015 wrote them: one SHA-256 chain for every clinic, names included. */
async function writeUnkeyedRows(
  rows: { actorId: string; actorRole: 'USER' | 'DOCTOR' | 'CLINIC_ADMIN'; actorName: string; patientId: string; clinicId: string; action: string }[],
) {
  let previousHash = GENESIS_HASH;
  const at = new Date('2026-05-01T10:00:00.000Z');
  const written = rows.map((row) => {
    const content = { ...row, previousHash, at };
    previousHash = unkeyedAccessRowHash(content);
    return { ...content, hash: previousHash };
  });
  return t.db.insert(accessLog).values(written).returning({ id: accessLog.id });
}

describe('the trail written before it was keyed', () => {
  it("is sealed with the key clinic by clinic, every fact kept and a patient's own name replaced by a pseudonym; a trail broken before stays reported", async () => {
    const kept = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const tampered = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const patient = kept.patients[0]!;
    await t.db.update(users).set({ name: 'Olga', surname: 'Oldtrail' }).where(eq(users.id, patient.id));
    const ids = await writeUnkeyedRows([
      { actorId: kept.doctor!.id, actorRole: 'DOCTOR', actorName: 'Dr Early', patientId: patient.id, clinicId: kept.clinic.id, action: 'diary.read' },
      {
        actorId: tampered.doctor!.id,
        actorRole: 'DOCTOR',
        actorName: 'Dr Other',
        patientId: tampered.patients[0]!.id,
        clinicId: tampered.clinic.id,
        action: 'diary.read',
      },
      { actorId: patient.id, actorRole: 'USER', actorName: 'Olga Oldtrail', patientId: patient.id, clinicId: kept.clinic.id, action: 'profile.export' },
      {
        actorId: tampered.admin.id,
        actorRole: 'CLINIC_ADMIN',
        actorName: 'Admin',
        patientId: tampered.patients[0]!.id,
        clinicId: tampered.clinic.id,
        action: 'plan.change',
      },
    ]);
    const before = await t.db
      .select()
      .from(accessLog)
      .where(
        inArray(
          accessLog.id,
          ids.map(({ id }) => id),
        ),
      )
      .orderBy(asc(accessLog.id));
    // Before the upgrade, someone changed a row of the other clinic (the old check sees it).
    await t.db.execute(sql`alter table access_log disable trigger user`);
    await t.db.update(accessLog).set({ action: 'members.list' }).where(eq(accessLog.id, ids[3]!.id));
    await t.db.execute(sql`alter table access_log enable trigger user`);

    const trail = createAccessTrail(t.config.JWT_SECRET!);
    expect(await upgradeUnkeyedTrail({ db: t.db, trail })).toEqual({ sealedRows: 4, brokenChains: [tampered.clinic.id] });
    expect(await upgradeUnkeyedTrail({ db: t.db, trail })).toEqual({ sealedRows: 0, brokenChains: [] });

    const after = await t.db
      .select()
      .from(accessLog)
      .where(
        inArray(
          accessLog.id,
          ids.map(({ id }) => id),
        ),
      )
      .orderBy(asc(accessLog.id));
    const facts = (rows: typeof after) =>
      rows.map(({ id, at, actorId, actorRole, patientId, clinicId }) => ({ id, at, actorId, actorRole, patientId, clinicId }));
    expect(facts(after)).toEqual(facts(before));
    expect(after.every((row) => row.chainVersion === 2)).toBe(true);
    expect(after.find((row) => row.id === ids[2]!.id)?.actorName).toBe(`Patient ${patient.id.slice(0, 8)}`);
    expect(JSON.stringify(after)).not.toMatch(/Olga|Oldtrail/);
    expect(
      await t.db
        .select({ chain: accessLogAnchors.chain, rowCount: accessLogAnchors.rowCount, unkeyedBreakId: accessLogAnchors.unkeyedBreakId })
        .from(accessLogAnchors)
        .where(inArray(accessLogAnchors.chain, [kept.clinic.id, tampered.clinic.id])),
    ).toEqual(
      expect.arrayContaining([
        { chain: kept.clinic.id, rowCount: 2, unkeyedBreakId: null },
        { chain: tampered.clinic.id, rowCount: 2, unkeyedBreakId: ids[3]!.id },
      ]),
    );

    // The kept clinic's trail checks, and goes on checking as it grows; the other stays reported.
    await recordAccess({
      db: t.db,
      trail,
      actor: { id: kept.doctor!.id, role: 'DOCTOR', name: 'Dr Early' },
      patientIds: [patient.id],
      clinicId: kept.clinic.id,
      action: 'outcomes.read',
    });
    const keptView = await getClinicAuditLog({ db: t.db, trail, clinicId: kept.clinic.id });
    expect(keptView.auditLog.is_intact).toBe(true);
    expect(keptView.auditLog.entries.map((entry) => [entry.action, entry.actor_name])).toEqual([
      ['outcomes.read', 'Dr Early'],
      ['profile.export', 'Olga Oldtrail'],
      ['diary.read', 'Dr Early'],
    ]);
    expect((await getClinicAuditLog({ db: t.db, trail, clinicId: tampered.clinic.id })).auditLog.is_intact).toBe(false);
  });
});
