import { asc } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database';
import { accessLog } from '../../db/schema';
import { GENESIS_HASH, accessRowHash } from './access-row-hash';

/** Whether the whole trail is unbroken: every row's hash matches its content and links to the row before. */
export async function verifyAccessChain({ db }: { db: DatabaseOrTransaction }): Promise<{ isIntact: boolean; rows: number; firstBrokenId: number | null }> {
  const rows = await db.select().from(accessLog).orderBy(asc(accessLog.id));
  let previousHash = GENESIS_HASH;
  for (const row of rows) {
    if (row.previousHash !== previousHash || accessRowHash(row) !== row.hash) return { isIntact: false, rows: rows.length, firstBrokenId: row.id };
    previousHash = row.hash;
  }
  return { isIntact: true, rows: rows.length, firstBrokenId: null };
}
