import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { DiaryEntryValues } from '@cephalo/shared/diary';
import type { Database } from '../../db/database';
import { diaryEntries, users } from '../../db/schema';
import { BadRequestError } from '../../errors/http-errors';
import { toDiaryEntry, toDiaryRow } from './diary-entry-row';

/**
 * One entry per patient and date: a date that has an entry is updated in place, in one atomic
 * upsert, so two saves of the same day can never make two rows. `today` is the patient's date.
 */
export async function saveDiaryEntry({ db, userId, values, today }: { db: Database; userId: string; values: DiaryEntryValues; today: string }) {
  if (values.input_date > today) throw new BadRequestError('input_date must not be in the future');
  const { userId: _userId, inputDate: _inputDate, ...changes } = toDiaryRow(userId, values);
  const [saved] = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(diaryEntries)
      .values(toDiaryRow(userId, values))
      .onConflictDoUpdate({ target: [diaryEntries.userId, diaryEntries.inputDate], set: changes })
      // xmax is 0 for a row version made by the insert, non-zero for one made by the update.
      .returning({ ...getTableColumns(diaryEntries), isNew: sql<boolean>`(xmax = 0)` });
    // A new revision makes the stored forecast stale on every instance (get-stored-forecast.ts).
    await tx
      .update(users)
      .set({ diaryRevision: sql`${users.diaryRevision} + 1` })
      .where(eq(users.id, userId));
    return rows;
  });
  if (!saved) throw new Error('Diary entry was not stored');
  const { isNew, ...row } = saved;
  return { entry: toDiaryEntry(row), isNew };
}
