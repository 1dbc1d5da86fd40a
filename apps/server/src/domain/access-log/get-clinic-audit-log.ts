import type { ClinicAuditLog } from '@cephalo/shared/access-log';
import type { Database } from '../../db/database';
import { accessRowHash, chainOf } from './access-row-hash';
import type { AccessTrail } from './access-trail';
import { describeAccessRow, selectAccessRows, type AccessRow } from './list-access-log';
import { verifyClinicTrail } from './verify-clinic-trail';

/**
 * The clinic's access trail, newest first, and whether its chain is intact: the rows added since
 * this instance last looked are checked against the key and the anchor, and so is every row the
 * page shows. Read in one snapshot (REPEATABLE READ), so rows written meanwhile by another
 * instance are neither half seen nor taken for tampering.
 */
export async function getClinicAuditLog({
  db,
  trail,
  clinicId,
}: {
  db: Database;
  trail: AccessTrail;
  clinicId: string;
}): Promise<{ auditLog: ClinicAuditLog; problem: string | null }> {
  const checkedBefore = trail.checked.get(chainOf(clinicId));
  return db.transaction(
    async (tx) => {
      const chain = await verifyClinicTrail({ db: tx, trail, clinicId, checkedBefore });
      const rows = await selectAccessRows({ db: tx, clinicId });
      const problem = chain.problem ?? problemOfShownRows(trail, rows, chain.end.lastHash);
      if (problem && !chain.problem) trail.broken.set(chainOf(clinicId), problem);
      return { auditLog: { entries: rows.map(describeAccessRow), is_intact: problem === null }, problem };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The rows shown (the newest of the chain) checked one by one: a row changed after this instance
 * last checked it would otherwise pass, because only new rows are read again.
 */
function problemOfShownRows(trail: AccessTrail, rows: AccessRow[], lastHash: string): string | null {
  if (rows.length > 0 && rows[0]?.hash !== lastHash) return 'the newest row shown is not the end of the chain';
  for (const [index, row] of rows.entries()) {
    if (row.chainVersion !== 2 || accessRowHash(trail.key, row) !== row.hash) return `row ${row.id} was changed`;
    const older = rows[index + 1];
    if (older && row.previousHash !== older.hash) return `row ${row.id} does not follow the row before it`;
  }
  return null;
}
