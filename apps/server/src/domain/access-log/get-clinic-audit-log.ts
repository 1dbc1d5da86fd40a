import { count } from 'drizzle-orm';
import type { ClinicAuditLog } from '@cephalo/shared/access-log';
import type { Database, DatabaseOrTransaction } from '../../db/database';
import { accessLog } from '../../db/schema';
import { accessRowHash, chainOf } from './access-row-hash';
import type { AccessTrail } from './access-trail';
import { describeAccessRow, selectAccessRows, type AccessRow } from './list-access-log';
import { isFiltered, trailFilterCondition, type TrailFilters } from './trail-filters';
import { verifyClinicTrail } from './verify-clinic-trail';

/**
 * The clinic's access trail, newest first, one page of the rows the filters match, and whether
 * its chain is intact: the rows added since this instance last looked are checked against the
 * key and the anchor, and so is every row the page shows. Read in one snapshot (REPEATABLE READ),
 * so rows written meanwhile by another instance are neither half seen nor taken for tampering.
 */
export async function getClinicAuditLog({
  db,
  trail,
  clinicId,
  filters = {},
  offset = 0,
  limit,
}: {
  db: Database;
  trail: AccessTrail;
  clinicId: string;
  filters?: TrailFilters;
  offset?: number;
  limit?: number;
}): Promise<{ auditLog: ClinicAuditLog; problem: string | null }> {
  const { rows, total, problem } = await readCheckedTrail({ db, trail, clinicId, filters, offset, limit });
  return { auditLog: { entries: rows.map(describeAccessRow), total, is_intact: problem === null }, problem };
}

/** The rows of the filters (a page, or all up to `limit`), how many match, and what is wrong with the chain or the rows, if anything. */
export async function readCheckedTrail({
  db,
  trail,
  clinicId,
  filters,
  offset = 0,
  limit,
}: {
  db: Database;
  trail: AccessTrail;
  clinicId: string;
  filters: TrailFilters;
  offset?: number;
  limit?: number | undefined;
}): Promise<{ rows: AccessRow[]; total: number; problem: string | null }> {
  const checkedBefore = trail.checked.get(chainOf(clinicId));
  return db.transaction(
    async (tx) => {
      const chain = await verifyClinicTrail({ db: tx, trail, clinicId, checkedBefore });
      const where = trailFilterCondition(clinicId, filters);
      const rows = await selectAccessRows({ db: tx, where, offset, ...(limit === undefined ? {} : { limit }) });
      const total = await countRows(tx, where);
      // Unfiltered, the page is one stretch of the chain: its rows must also link up, and the first page end where the chain ends.
      const isStretch = !isFiltered(filters);
      const problem = chain.problem ?? problemOfShownRows(trail, rows, isStretch && offset === 0 ? chain.end.lastHash : null, isStretch);
      if (problem && !chain.problem) trail.broken.set(chainOf(clinicId), problem);
      return { rows, total, problem };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function countRows(db: DatabaseOrTransaction, where: ReturnType<typeof trailFilterCondition>): Promise<number> {
  const [counted] = await db.select({ rows: count() }).from(accessLog).where(where);
  return counted?.rows ?? 0;
}

/**
 * The rows shown checked one by one: a row changed after this instance last checked it would
 * otherwise pass, because only new rows are read again. Each row's seal covers the row before's
 * hash, so a filtered page (not one stretch of the chain) is checked row by row.
 */
function problemOfShownRows(trail: AccessTrail, rows: AccessRow[], chainEnd: string | null, isStretch: boolean): string | null {
  if (chainEnd !== null && rows.length > 0 && rows[0]?.hash !== chainEnd) return 'the newest row shown is not the end of the chain';
  for (const [index, row] of rows.entries()) {
    if (row.chainVersion !== 2 || accessRowHash(trail.key, row) !== row.hash) return `row ${row.id} was changed`;
    const older = rows[index + 1];
    if (isStretch && older && row.previousHash !== older.hash) return `row ${row.id} does not follow the row before it`;
  }
  return null;
}
