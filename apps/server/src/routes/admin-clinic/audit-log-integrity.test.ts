import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ClinicAuditLogSchema } from '@cephalo/shared/access-log';
import type { DatabaseOrTransaction } from '../../db/database';
import { accessLog, accessLogAnchors } from '../../db/schema';
import { GENESIS_HASH, unkeyedAccessRowHash } from '../../domain/access-log/access-row-hash';
import { createAccessTrail } from '../../domain/access-log/access-trail';
import { getClinicAuditLog } from '../../domain/access-log/get-clinic-audit-log';
import { loadAccessActor } from '../../domain/access-log/load-access-actor';
import { recordAccess } from '../../domain/access-log/record-access';
import { bearerFor, createTestClinic } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';

/**
 * Issue 37: someone with the application's database login (who can also switch its triggers off,
 * as the tables' owner) rewrites the trail. Each attempt must read as broken, on the instance
 * that had already checked the trail and on a new one that knows only the database and the key.
 */
const t = setupTestApp();
const get = (url: string, authorization: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });

async function clinicWithTrail() {
  const { clinic, admin, doctor, patients } = await createTestClinic(t.db, { withDoctor: true, patients: 2 });
  // Reports: each one is a row of its own (opening a record again within minutes is not, decision 028).
  const actor = await loadAccessActor({ db: t.db, userId: doctor!.id });
  const read = async () => {
    for (const patient of patients)
      await recordAccess({ db: t.db, trail: t.app.accessTrail, actor, patientIds: [patient.id], clinicId: clinic.id, action: 'report.read' });
  };
  await read();
  await read();
  return { clinicId: clinic.id, adminAuth: await bearerFor(t.app, admin.email), read };
}

const isIntact = async (adminAuth: string) => ClinicAuditLogSchema.parse((await get('/api/admin-clinic/audit-log', adminAuth)).json()).is_intact;
/** As a newly started instance sees it: nothing checked before, only the database and the key. */
const isIntactOnNewInstance = async (clinicId: string, secret = t.config.JWT_SECRET!) =>
  (await getClinicAuditLog({ db: t.db, trail: createAccessTrail(secret), clinicId })).auditLog.is_intact;

/** What the tables' owner can do: switch the trail's triggers off for one transaction. */
async function asDatabaseOwner(work: (tx: DatabaseOrTransaction) => Promise<void>) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`alter table access_log disable trigger user`);
    await tx.execute(sql`alter table access_log_anchors disable trigger user`);
    await work(tx);
    await tx.execute(sql`alter table access_log enable trigger user`);
    await tx.execute(sql`alter table access_log_anchors enable trigger user`);
  });
}

const chainRows = (tx: DatabaseOrTransaction, clinicId: string) =>
  tx.select().from(accessLog).where(eq(accessLog.clinicId, clinicId)).orderBy(asc(accessLog.id));

/** Edits the oldest row and recomputes every hash after it with plain SHA-256, as the old trail allowed. */
async function rechainWithSha256(tx: DatabaseOrTransaction, clinicId: string) {
  let previousHash = GENESIS_HASH;
  for (const [index, row] of (await chainRows(tx, clinicId)).entries()) {
    const edited = { ...row, actorName: index === 0 ? 'Nobody in particular' : row.actorName, previousHash };
    const hash = unkeyedAccessRowHash(edited);
    await tx.update(accessLog).set({ actorName: edited.actorName, previousHash: edited.previousHash, hash }).where(eq(accessLog.id, row.id));
    previousHash = hash;
  }
  return previousHash;
}

async function deleteNewestRows(tx: DatabaseOrTransaction, clinicId: string, count: number) {
  const newest = await tx.select({ id: accessLog.id }).from(accessLog).where(eq(accessLog.clinicId, clinicId)).orderBy(desc(accessLog.id)).limit(count);
  await tx.delete(accessLog).where(
    inArray(
      accessLog.id,
      newest.map(({ id }) => id),
    ),
  );
}

const tamperings: { name: string; tamper: (clinicId: string) => Promise<void> }[] = [
  {
    name: 'a row edited and the whole chain recomputed with plain SHA-256, the anchor moved along',
    tamper: (clinicId) =>
      asDatabaseOwner(async (tx) => {
        const lastHash = await rechainWithSha256(tx, clinicId);
        await tx.update(accessLogAnchors).set({ lastHash }).where(eq(accessLogAnchors.chain, clinicId));
      }),
  },
  {
    name: 'a row edited and the chain recomputed with plain SHA-256, the anchor left alone',
    tamper: (clinicId) => asDatabaseOwner(async (tx) => void (await rechainWithSha256(tx, clinicId))),
  },
  { name: 'the newest rows deleted', tamper: (clinicId) => asDatabaseOwner((tx) => deleteNewestRows(tx, clinicId, 2)) },
  {
    name: 'the newest rows deleted and the anchor set back to the new end',
    tamper: (clinicId) =>
      asDatabaseOwner(async (tx) => {
        await deleteNewestRows(tx, clinicId, 2);
        const rows = await chainRows(tx, clinicId);
        await tx
          .update(accessLogAnchors)
          .set({ rowCount: rows.length, lastHash: rows.at(-1)!.hash })
          .where(eq(accessLogAnchors.chain, clinicId));
      }),
  },
  {
    name: 'the oldest row deleted',
    tamper: (clinicId) =>
      asDatabaseOwner(async (tx) => {
        const [oldest] = await chainRows(tx, clinicId);
        await tx.delete(accessLog).where(eq(accessLog.id, oldest!.id));
      }),
  },
  {
    name: 'a row added at the end with plain SHA-256',
    tamper: async (clinicId) => {
      const rows = await chainRows(t.db, clinicId);
      const row = { ...rows.at(-1)!, previousHash: rows.at(-1)!.hash, at: new Date(), action: 'diary.read' };
      await t.db.insert(accessLog).values({ ...row, id: undefined, hash: unkeyedAccessRowHash(row), chainVersion: 2 });
    },
  },
];

describe('a clinic trail rewritten with the database login', () => {
  for (const { name, tamper } of tamperings) {
    it(`is reported broken: ${name}, even after a later read`, async () => {
      const { clinicId, adminAuth, read } = await clinicWithTrail();
      expect(await isIntact(adminAuth)).toBe(true);
      await tamper(clinicId);
      // The next write must not seal over what was done.
      await read();
      expect(await isIntact(adminAuth)).toBe(false);
      expect(await isIntactOnNewInstance(clinicId)).toBe(false);
    });
  }

  it('is reported broken when an older anchor, genuine, is put back over deleted rows, by the instance that had seen more', async () => {
    const { clinicId, adminAuth, read } = await clinicWithTrail();
    const [older] = await t.db.select().from(accessLogAnchors).where(eq(accessLogAnchors.chain, clinicId));
    await read();
    expect(await isIntact(adminAuth)).toBe(true);
    await asDatabaseOwner(async (tx) => {
      const lastKeptId = (await chainRows(tx, clinicId))[older!.rowCount - 1]!.id;
      await tx.delete(accessLog).where(and(eq(accessLog.clinicId, clinicId), gt(accessLog.id, lastKeptId)));
      await tx.update(accessLogAnchors).set(older!).where(eq(accessLogAnchors.chain, clinicId));
    });
    expect(await isIntact(adminAuth)).toBe(false);
  });

  it('does not check with another key: the seal is not something the database could recompute', async () => {
    const { clinicId } = await clinicWithTrail();
    expect(await isIntactOnNewInstance(clinicId)).toBe(true);
    expect(await isIntactOnNewInstance(clinicId, 'another-secret-of-the-same-length-0123456789')).toBe(false);
  });

  it('refuses the application to change, delete or empty the trail and to set its anchors back', async () => {
    const { clinicId } = await clinicWithTrail();
    const refused = [
      sql`update access_log set actor_name = 'Nobody' where clinic_id = ${clinicId}`,
      sql`delete from access_log where clinic_id = ${clinicId}`,
      sql`truncate access_log`,
      sql`update access_log_anchors set row_count = 1 where chain = ${clinicId}`,
      sql`delete from access_log_anchors where chain = ${clinicId}`,
      sql`truncate access_log_anchors`,
    ];
    for (const statement of refused) await expect(t.db.execute(statement)).rejects.toThrow();
  });

  // Last: it empties every clinic's trail.
  it('is reported broken in every clinic when the table is emptied (TRUNCATE) by its owner', async () => {
    const clinics = [await clinicWithTrail(), await clinicWithTrail()];
    for (const { adminAuth } of clinics) expect(await isIntact(adminAuth)).toBe(true);
    await asDatabaseOwner(async (tx) => void (await tx.execute(sql`truncate access_log`)));
    for (const { clinicId, adminAuth } of clinics) {
      expect(await isIntact(adminAuth)).toBe(false);
      expect(await isIntactOnNewInstance(clinicId)).toBe(false);
    }
  });
});
