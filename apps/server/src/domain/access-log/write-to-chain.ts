import type crypto from 'node:crypto';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database';
import { accessLog } from '../../db/schema';
import { chainOf, type AccessRowContent } from './access-row-hash';
import { extendChain, type ChainAnchor } from './extend-chain';

/** The advisory lock of a clinic's chain (with the chain's hashtext): one writer at a time extends it, on every instance. */
export const CHAIN_LOCK = 73_310_002;

export type NewRow = Omit<AccessRowContent, 'previousHash' | 'at' | 'clinicId'>;

/** What one act appends: its rows, and the window in which the same act is not written again (appendToTrail). */
export interface TrailAppend {
  rows: NewRow[];
  unlessRecordedWithinMs?: number;
}

/** What a transaction on the chain wrote: for each append, whether its rows were; their time; the chain's new end if it wrote any. */
export interface ChainWrite {
  isWritten: boolean[];
  at: Date;
  end?: ChainAnchor;
}

/**
 * Inside `tx`: takes the chain's lock, then asks `takeAppends` for the appends to write (a group
 * takes what has arrived by then) and appends each in order, sealed with the key and chained to
 * the row before, and moves the chain's anchor to the new end, once for all of them. An append
 * with `unlessRecordedWithinMs` is left out when its act is already in the chain that recently,
 * or earlier in the same group. Answers, for each append, whether its rows were written, and the
 * rows' time. Under the lock the chain's end cannot move, on any instance, until `tx` ends.
 * `knownEnd`: the chain's end as this instance last wrote it (extendChain), asked once the lock is held.
 */
export async function writeToChain({
  tx,
  key,
  clinicId,
  takeAppends,
  knownEnd,
}: {
  tx: DatabaseOrTransaction;
  key: crypto.KeyObject;
  clinicId: string | null;
  takeAppends: () => readonly TrailAppend[];
  knownEnd?: () => ChainAnchor | undefined;
}): Promise<ChainWrite> {
  const chain = chainOf(clinicId);
  await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK}, hashtext(${chain}))`);
  const appends = takeAppends();
  const at = new Date();
  // The acts of one patient this transaction writes, for the appends after them in it.
  const actsWritten = new Set<string>();
  const isWritten: boolean[] = [];
  const rows: NewRow[] = [];
  for (const append of appends) {
    const isLeftOut =
      append.unlessRecordedWithinMs !== undefined &&
      (await isRecordedSince(tx, append.rows, new Date(at.getTime() - append.unlessRecordedWithinMs), actsWritten));
    isWritten.push(!isLeftOut);
    if (isLeftOut) continue;
    rows.push(...append.rows);
    for (const row of append.rows) if (row.patientId !== null) actsWritten.add(actOf(row));
  }
  if (rows.length === 0) return { isWritten, at };

  const end = await extendChain({ tx, key, chain, rows: rows.map((row) => ({ ...row, at, clinicId })), knownEnd: knownEnd?.() });
  return { isWritten, at, end };
}

/** Who did what to whom: what the window of `unlessRecordedWithinMs` compares. */
type Act = Pick<NewRow, 'patientId' | 'actorId' | 'action'>;
const actOf = (row: Act) => JSON.stringify([row.patientId, row.actorId, row.action]);

/**
 * Whether every one-patient row's act (same reader, patient and act) is already in the trail
 * since `since`, or among `actsWritten` (written by an earlier append of the same transaction,
 * whose rows are all newer than any `since`).
 */
export async function isRecordedSince(
  db: DatabaseOrTransaction,
  rows: readonly Act[],
  since: Date,
  actsWritten: ReadonlySet<string> = new Set(),
): Promise<boolean> {
  for (const row of rows) {
    if (row.patientId === null) return false;
    if (actsWritten.has(actOf(row))) continue;
    if (!(await recordedAtSince(db, { ...row, patientId: row.patientId }, since))) return false;
  }
  return true;
}

/** The time of the newest row of the act (one patient) since `since`, or null when there is none. */
export async function recordedAtSince(db: DatabaseOrTransaction, act: Act & { patientId: string }, since: Date): Promise<Date | null> {
  // The patient's index (patient_id, id) finds their rows, newest first; a few per window at most.
  const [recent] = await db
    .select({ at: accessLog.at })
    .from(accessLog)
    .where(and(eq(accessLog.patientId, act.patientId), eq(accessLog.actorId, act.actorId), eq(accessLog.action, act.action), gte(accessLog.at, since)))
    .orderBy(desc(accessLog.id))
    .limit(1);
  return recent?.at ?? null;
}
