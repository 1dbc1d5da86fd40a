import { and, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { DiaryEntry } from '@cephalo/shared/diary';
import type { Database } from '../../db/database';
import { diaryEntries } from '../../db/schema';
import { toDiaryEntry } from './diary-entry-row';

export interface DiaryEntrySelection {
  /** First date included. */
  from?: string | undefined;
  /** Last date included. */
  to?: string | undefined;
  /** First date excluded (the doctor's next page starts below the oldest date shown). */
  before?: string | undefined;
  /** At most this many entries, the newest ones. */
  limit?: number | undefined;
}

/**
 * A patient's entries, newest first, optionally a date range or a page: the index on
 * (user_id, input_date) answers each of these without reading the rest of the history.
 * Callers decide who may read whose (see the routes).
 */
export async function listDiaryEntries({
  db,
  patientId,
  from,
  to,
  before,
  limit,
}: { db: Database; patientId: string } & DiaryEntrySelection): Promise<DiaryEntry[]> {
  const conditions: SQL[] = [eq(diaryEntries.userId, patientId)];
  if (from !== undefined) conditions.push(gte(diaryEntries.inputDate, from));
  if (to !== undefined) conditions.push(lte(diaryEntries.inputDate, to));
  if (before !== undefined) conditions.push(lt(diaryEntries.inputDate, before));
  const query = db
    .select()
    .from(diaryEntries)
    .where(and(...conditions))
    .orderBy(desc(diaryEntries.inputDate));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(toDiaryEntry);
}
