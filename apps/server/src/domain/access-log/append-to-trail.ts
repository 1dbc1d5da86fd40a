import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, DatabaseOrTransaction } from '../../db/database';
import type { AccessTrail } from './access-trail';
import { queueTrailAppend } from './queue-trail-append';
import { wereRecordedWithin } from './was-recorded-within';
import { isRecordedSince, writeToChain, type NewRow } from './write-to-chain';

/**
 * Appends rows to one clinic's chain of the trail, each sealed with the key and chained to the
 * one before, and moves the chain's anchor to the new end. Inside the caller's transaction when
 * given one, so the read and its record stand or fall together; otherwise in this instance's next
 * transaction on the chain, with the other appends waiting for it (group commit,
 * queue-trail-append.ts). Either way it answers only once the rows are committed (or part of the
 * caller's transaction).
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
  // Looked at first without the lock (and, outside a transaction, in what this instance already
  // knows of the trail): a screen's repeated reads (its every request, a reload) then wait for no
  // writer of the clinic (issue 35, point 7). Looked at again under it, so two instances that both
  // saw nothing still write one row.
  const append = { rows, unlessRecordedWithinMs };
  if (!isTransaction(db)) {
    if (unlessRecordedWithinMs !== undefined && (await wereRecordedWithin({ db, trail, rows, withinMs: unlessRecordedWithinMs }))) return false;
    return queueTrailAppend({ db, trail, clinicId, append });
  }
  if (unlessRecordedWithinMs !== undefined && (await isRecordedSince(db, rows, new Date(Date.now() - unlessRecordedWithinMs)))) return false;
  const {
    isWritten: [isWritten = false],
  } = await db.transaction((tx) => writeToChain({ tx, key: trail.key, clinicId, takeAppends: () => [append] }));
  return isWritten;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
const isTransaction = (db: DatabaseOrTransaction): db is Transaction => is(db, PgTransaction);
