import type crypto from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database';
import { accessLog, accessLogAnchors } from '../../db/schema';
import { GENESIS_HASH, accessRowHash, anchorMac, chainOf, isAnchorGenuine, type AccessRowContent } from './access-row-hash';

/** The advisory lock of a clinic's chain (with the chain's hashtext): one writer at a time extends it, on every instance. */
export const CHAIN_LOCK = 73_310_002;

export type NewRow = Omit<AccessRowContent, 'previousHash' | 'at' | 'clinicId'>;

/** What one act appends: its rows, and the window in which the same act is not written again (appendToTrail). */
export interface TrailAppend {
  rows: NewRow[];
  unlessRecordedWithinMs?: number;
}

/**
 * Inside `tx`: takes the chain's lock, then asks `takeAppends` for the appends to write (a group
 * takes what has arrived by then) and appends each in order, sealed with the key and chained to
 * the row before, and moves the chain's anchor to the new end, once for all of them. An append
 * with `unlessRecordedWithinMs` is left out when its act is already in the chain that recently,
 * or earlier in the same group. Answers, for each append, whether its rows were written. Under
 * the lock the chain's end cannot move, on any instance, until `tx` ends.
 */
export async function writeToChain({
  tx,
  key,
  clinicId,
  takeAppends,
}: {
  tx: DatabaseOrTransaction;
  key: crypto.KeyObject;
  clinicId: string | null;
  takeAppends: () => readonly TrailAppend[];
}): Promise<boolean[]> {
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
  if (rows.length === 0) return isWritten;

  const [anchor] = await tx.select().from(accessLogAnchors).where(eq(accessLogAnchors.chain, chain));
  let previousHash = anchor?.lastHash ?? GENESIS_HASH;
  const sealed = rows.map((row) => {
    const content = { ...row, previousHash, at, clinicId };
    previousHash = accessRowHash(key, content);
    return { ...content, hash: previousHash, chainVersion: 2 };
  });
  // One statement: the rows take their ids (the chain's order for its check) in this order.
  await tx.insert(accessLog).values(sealed);
  const end = { chain, rowCount: (anchor?.rowCount ?? 0) + rows.length, lastHash: previousHash, unkeyedBreakId: anchor?.unkeyedBreakId ?? null };
  // An anchor that was not made with the key stays unmade: extending it would launder what was done to it.
  const mac = !anchor || isAnchorGenuine(key, anchor) ? anchorMac(key, end) : 'not sealed with the key';
  await tx
    .insert(accessLogAnchors)
    .values({ ...end, mac })
    .onConflictDoUpdate({ target: accessLogAnchors.chain, set: { rowCount: end.rowCount, lastHash: end.lastHash, mac } });
  return isWritten;
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
    // The patient's index (patient_id, id) finds their rows; a few per window at most.
    const [recent] = await db
      .select({ id: accessLog.id })
      .from(accessLog)
      .where(and(eq(accessLog.patientId, row.patientId), eq(accessLog.actorId, row.actorId), eq(accessLog.action, row.action), gte(accessLog.at, since)))
      .limit(1);
    if (!recent) return false;
  }
  return true;
}
