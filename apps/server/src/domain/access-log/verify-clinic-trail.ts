import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database';
import { accessLog, accessLogAnchors } from '../../db/schema';
import { GENESIS_HASH, accessRowHash, chainOf, isAnchorGenuine } from './access-row-hash';
import type { AccessTrail, CheckedChainEnd } from './access-trail';

export interface ChainCheck {
  isIntact: boolean;
  /** Why not, in a few words (for the log), or null. */
  problem: string | null;
  /** The rows this check read and recomputed: only those added since the instance last checked. */
  checkedRows: number;
  /** The chain's end in this snapshot: the newest row's seal and how many rows there are. */
  end: CheckedChainEnd;
}

/**
 * Checks one clinic's chain of the access trail from where this instance last checked it: the
 * rows added since must each carry the key's seal and link to the one before; the chain must end
 * where its anchor (MAC'd with the key) says, and hold as many rows as the anchor counts. So a
 * rechained, shortened or emptied trail is reported, and a view costs the rows added since the
 * last view, not the whole trail. `checkedBefore` must be read before the caller's snapshot began
 * (getClinicAuditLog), so that it never runs ahead of what this snapshot can see.
 */
export async function verifyClinicTrail({
  db,
  trail,
  clinicId,
  checkedBefore,
}: {
  db: DatabaseOrTransaction;
  trail: AccessTrail;
  clinicId: string | null;
  checkedBefore: CheckedChainEnd | undefined;
}): Promise<ChainCheck> {
  const chain = chainOf(clinicId);
  const from = checkedBefore ?? { rowCount: 0, lastId: 0, lastHash: GENESIS_HASH };
  const knownProblem = trail.broken.get(chain);
  if (knownProblem) return { isIntact: false, problem: knownProblem, checkedRows: 0, end: from };
  const inChain = clinicId === null ? isNull(accessLog.clinicId) : eq(accessLog.clinicId, clinicId);
  // One after the other: inside a transaction they share one connection.
  const [anchor] = await db.select().from(accessLogAnchors).where(eq(accessLogAnchors.chain, chain));
  const [counted] = await db.select({ rows: count() }).from(accessLog).where(inChain);
  const added = await db
    .select()
    .from(accessLog)
    .where(and(inChain, gt(accessLog.id, from.lastId)))
    .orderBy(asc(accessLog.id));

  let end = from;
  let problem: string | null = null;
  for (const row of added) {
    if (row.chainVersion !== 2) problem = `row ${row.id} is not sealed with the key`;
    else if (row.previousHash !== end.lastHash) problem = `row ${row.id} does not follow the row before it`;
    else if (accessRowHash(trail.key, row) !== row.hash) problem = `row ${row.id} was changed`;
    else end = { rowCount: end.rowCount + 1, lastId: row.id, lastHash: row.hash };
    if (problem) break;
  }
  if (!problem) problem = compareWithAnchor({ trail, anchor, end, rowsInTable: counted?.rows ?? 0 });

  if (problem) trail.broken.set(chain, problem);
  else if (end.rowCount >= (trail.checked.get(chain)?.rowCount ?? 0)) trail.checked.set(chain, end);
  return { isIntact: problem === null, problem, checkedRows: added.length, end };
}

function compareWithAnchor({
  trail,
  anchor,
  end,
  rowsInTable,
}: {
  trail: AccessTrail;
  anchor: typeof accessLogAnchors.$inferSelect | undefined;
  end: CheckedChainEnd;
  rowsInTable: number;
}): string | null {
  if (!anchor) return end.rowCount === 0 && rowsInTable === 0 ? null : 'the chain has rows but no anchor';
  if (!isAnchorGenuine(trail.key, anchor)) return 'the anchor is not sealed with the key';
  if (anchor.unkeyedBreakId !== null) return `the old unkeyed trail was already broken at row ${anchor.unkeyedBreakId} when it was sealed`;
  if (anchor.rowCount !== end.rowCount || anchor.lastHash !== end.lastHash)
    return `the chain ends at ${end.rowCount} rows, its anchor at ${anchor.rowCount}: rows were removed or replaced`;
  if (rowsInTable !== end.rowCount) return `the table holds ${rowsInTable} of the chain's ${end.rowCount} rows`;
  return null;
}
