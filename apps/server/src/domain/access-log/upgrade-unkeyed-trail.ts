import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accessLog, accessLogAnchors } from '../../db/schema';
import { GENESIS_HASH, accessRowHash, anchorMac, chainOf, unkeyedAccessRowHash } from './access-row-hash';
import type { AccessTrail } from './access-trail';
import { CHAIN_LOCK } from './write-to-chain';
import { patientPseudonym } from './patient-pseudonym';

/** The lock the writers of the old unkeyed chain took: an instance of an older version waits while its rows are sealed. */
const UNKEYED_CHAIN_LOCK = 73_310_001;
const ROWS_PER_UPDATE = 500;

type UnkeyedRow = typeof accessLog.$inferSelect & { patientId: string };

/**
 * Once, at the first start with migration 0015: the rows of the old trail (one SHA-256 chain
 * for every clinic, which anyone with the database login could recompute) are checked as the
 * old version checked them, then sealed with the key into their clinic's chain, in place and in
 * one transaction, and each chain gets its anchor. Every fact of a row stays; a patient's own
 * name (their downloads) gives way to their pseudonym. A chain whose old rows failed the check
 * is sealed too, but its anchor keeps the first row that failed, so it is reported broken for
 * good: sealing must not launder what was done before. Chains that already have an anchor (rows
 * an older instance wrote after the upgrade) are left unkeyed, and so reported broken.
 */
export async function upgradeUnkeyedTrail({ db, trail }: { db: Database; trail: AccessTrail }): Promise<{ sealedRows: number; brokenChains: string[] }> {
  const [anyUnkeyed] = await db.select({ id: accessLog.id }).from(accessLog).where(eq(accessLog.chainVersion, 1)).limit(1);
  if (!anyUnkeyed) return { sealedRows: 0, brokenChains: [] };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${UNKEYED_CHAIN_LOCK})`);
    const rows = (await tx.select().from(accessLog).where(eq(accessLog.chainVersion, 1)).orderBy(asc(accessLog.id))) as UnkeyedRow[];
    const firstBreakOf = new Map<string, number>();
    let previousHash = GENESIS_HASH;
    for (const row of rows) {
      const chain = chainOf(row.clinicId);
      if ((row.previousHash !== previousHash || unkeyedAccessRowHash(row) !== row.hash) && !firstBreakOf.has(chain)) firstBreakOf.set(chain, row.id);
      previousHash = row.hash;
    }

    const anchored = new Set((await tx.select({ chain: accessLogAnchors.chain }).from(accessLogAnchors)).map(({ chain }) => chain));
    const rowsOf = new Map<string, UnkeyedRow[]>();
    for (const row of rows) {
      const chain = chainOf(row.clinicId);
      if (!rowsOf.has(chain)) rowsOf.set(chain, []);
      rowsOf.get(chain)?.push(row);
    }
    let sealedRows = 0;
    for (const [chain, chainRows] of rowsOf) {
      if (anchored.has(chain)) continue;
      await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK}, hashtext(${chain}))`);
      let lastHash = GENESIS_HASH;
      const sealed = chainRows.map((row) => {
        const actorName = row.actorId === row.patientId ? patientPseudonym(row.patientId) : row.actorName;
        const previous = lastHash;
        lastHash = accessRowHash(trail.key, { ...row, actorName, previousHash: previous });
        return { id: row.id, previous_hash: previous, hash: lastHash, actor_name: actorName };
      });
      for (let start = 0; start < sealed.length; start += ROWS_PER_UPDATE) {
        await tx.execute(sql`
          update access_log set previous_hash = sealed.previous_hash, hash = sealed.hash, actor_name = sealed.actor_name, chain_version = 2
          from json_to_recordset(${JSON.stringify(sealed.slice(start, start + ROWS_PER_UPDATE))}::json) as sealed(id bigint, previous_hash text, hash text, actor_name text)
          where access_log.id = sealed.id`);
      }
      const end = { chain, rowCount: chainRows.length, lastHash, unkeyedBreakId: firstBreakOf.get(chain) ?? null };
      await tx.insert(accessLogAnchors).values({ ...end, mac: anchorMac(trail.key, end) });
      sealedRows += chainRows.length;
    }
    const brokenChains = [...rowsOf.keys()].filter((chain) => firstBreakOf.has(chain) || anchored.has(chain));
    return { sealedRows, brokenChains };
  });
}
