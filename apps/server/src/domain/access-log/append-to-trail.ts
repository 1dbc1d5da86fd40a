import { eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database';
import { accessLog, accessLogAnchors } from '../../db/schema';
import { GENESIS_HASH, accessRowHash, anchorMac, chainOf, isAnchorGenuine, type AccessRowContent } from './access-row-hash';
import type { AccessTrail } from './access-trail';

/** The advisory lock of a clinic's chain (with the chain's hashtext): one writer at a time extends it, on every instance. */
export const CHAIN_LOCK = 73_310_002;

/**
 * Appends rows to one clinic's chain of the trail, each sealed with the key and chained to the
 * one before, and moves the chain's anchor to the new end in the same transaction. Runs inside
 * the caller's transaction when given one, so the read and its record stand or fall together.
 */
export async function appendToTrail({
  db,
  trail,
  clinicId,
  rows,
}: {
  db: DatabaseOrTransaction;
  trail: AccessTrail;
  clinicId: string | null;
  rows: Omit<AccessRowContent, 'previousHash' | 'at' | 'clinicId'>[];
}): Promise<void> {
  if (rows.length === 0) return;
  const chain = chainOf(clinicId);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK}, hashtext(${chain}))`);
    const [anchor] = await tx.select().from(accessLogAnchors).where(eq(accessLogAnchors.chain, chain));
    let previousHash = anchor?.lastHash ?? GENESIS_HASH;
    const at = new Date();
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
  });
}
