import { desc, sql } from 'drizzle-orm';
import type { Role } from '@cephalo/shared/roles';
import type { DatabaseOrTransaction } from '../../db/database';
import { accessLog } from '../../db/schema';
import { GENESIS_HASH, accessRowHash } from './access-row-hash';

/** What the trail records (shown to patients and administrators in these words). */
export const ACCESS_ACTIONS = {
  'diary.read': 'read the diary',
  'members.list': 'listed the clinic’s patients',
  'profile.export': 'downloaded all data',
  'report.read': 'read the report',
  'outcomes.read': 'read the monthly headache numbers',
  'treatments.read': 'read the preventive treatments',
  'midas.read': 'read the MIDAS scores',
  'treatment.change': 'changed a preventive treatment',
  'doctor.change': 'changed the doctor',
  'plan.change': 'changed the plan',
} as const;
export type AccessAction = keyof typeof ACCESS_ACTIONS;

export interface AccessActor {
  id: string;
  role: Role;
  name: string;
}

/** An advisory lock key: one writer at a time extends the chain, on every instance. */
const CHAIN_LOCK = 73_310_001;

/**
 * Appends one row per patient to the access trail, each chained to the one before. Runs inside
 * the caller's transaction when given one, so the read and its record stand or fall together.
 */
export async function recordAccess({ db, actor, patientIds, clinicId, action }: { db: DatabaseOrTransaction; actor: AccessActor; patientIds: string[]; clinicId: string | null; action: AccessAction }): Promise<void> {
  if (patientIds.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
    const [last] = await tx.select({ hash: accessLog.hash }).from(accessLog).orderBy(desc(accessLog.id)).limit(1);
    let previousHash = last?.hash ?? GENESIS_HASH;
    const at = new Date();
    const rows = patientIds.map((patientId) => {
      const row = { previousHash, at, actorId: actor.id, actorRole: actor.role, actorName: actor.name, patientId, clinicId, action };
      previousHash = accessRowHash(row);
      return { ...row, hash: previousHash };
    });
    await tx.insert(accessLog).values(rows);
  });
}
