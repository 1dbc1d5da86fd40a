import { and, eq, gte, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database';
import { accessLog, accessLogAnchors } from '../../db/schema';
import { GENESIS_HASH, accessRowHash, anchorMac, chainOf, isAnchorGenuine, type AccessRowContent } from './access-row-hash';
import type { AccessTrail } from './access-trail';

/** The advisory lock of a clinic's chain (with the chain's hashtext): one writer at a time extends it, on every instance. */
export const CHAIN_LOCK = 73_310_002;

type NewRow = Omit<AccessRowContent, 'previousHash' | 'at' | 'clinicId'>;

/**
 * Appends rows to one clinic's chain of the trail, each sealed with the key and chained to the
 * one before, and moves the chain's anchor to the new end in the same transaction. Runs inside
 * the caller's transaction when given one, so the read and its record stand or fall together.
 *
 * `unlessRecordedWithinMs`: a one-patient row is left out when the chain already holds a row of
 * the same reader, patient and act that recent (one act of a person, however many requests the
 * screen makes). The look happens under the chain's lock, so two instances writing at once still
 * write one row. Answers whether rows were written.
 */
export async function appendToTrail({
  db,
  trail,
  clinicId,
  rows,
  unlessRecordedWithinMs,
}: {
  db: DatabaseOrTransaction;
  trail: AccessTrail;
  clinicId: string | null;
  rows: NewRow[];
  unlessRecordedWithinMs?: number;
}): Promise<boolean> {
  if (rows.length === 0) return false;
  const chain = chainOf(clinicId);
  const isRecentlyRecorded = (tx: DatabaseOrTransaction) =>
    unlessRecordedWithinMs !== undefined && isRecordedSince(tx, rows, new Date(Date.now() - unlessRecordedWithinMs));
  return db.transaction(async (tx) => {
    // Looked at first without the lock: a screen's repeated reads (its every request, a reload)
    // then wait for no other writer of the clinic (issue 35, point 7). Looked at again under it,
    // so two instances that both saw nothing still write one row.
    if (await isRecentlyRecorded(tx)) return false;
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK}, hashtext(${chain}))`);
    const at = new Date();
    if (await isRecentlyRecorded(tx)) return false;
    const [anchor] = await tx.select().from(accessLogAnchors).where(eq(accessLogAnchors.chain, chain));
    let previousHash = anchor?.lastHash ?? GENESIS_HASH;
    const sealed = rows.map((row) => {
      const content = { ...row, previousHash, at, clinicId };
      previousHash = accessRowHash(trail.key, content);
      return { ...content, hash: previousHash, chainVersion: 2 };
    });
    await tx.insert(accessLog).values(sealed);
    const end = { chain, rowCount: (anchor?.rowCount ?? 0) + rows.length, lastHash: previousHash, unkeyedBreakId: anchor?.unkeyedBreakId ?? null };
    // An anchor that was not made with the key stays unmade: extending it would launder what was done to it.
    const mac = !anchor || isAnchorGenuine(trail.key, anchor) ? anchorMac(trail.key, end) : 'not sealed with the key';
    await tx
      .insert(accessLogAnchors)
      .values({ ...end, mac })
      .onConflictDoUpdate({ target: accessLogAnchors.chain, set: { rowCount: end.rowCount, lastHash: end.lastHash, mac } });
    return true;
  });
}

/** Whether every one-patient row is already in the trail since `since` (same reader, patient and act). */
async function isRecordedSince(tx: DatabaseOrTransaction, rows: NewRow[], since: Date): Promise<boolean> {
  for (const row of rows) {
    if (row.patientId === null) return false;
    // The patient's index (patient_id, id) finds their rows; a few per window at most.
    const [recent] = await tx
      .select({ id: accessLog.id })
      .from(accessLog)
      .where(and(eq(accessLog.patientId, row.patientId), eq(accessLog.actorId, row.actorId), eq(accessLog.action, row.action), gte(accessLog.at, since)))
      .limit(1);
    if (!recent) return false;
  }
  return true;
}
