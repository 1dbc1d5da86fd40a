import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { diaryEntries } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';
import { toDiaryEntry } from './diary-entry-row';

/** One of the patient's own entries; anyone else's id answers 404. */
export async function getOwnDiaryEntry({ db, userId, entryId }: { db: Database; userId: string; entryId: string }) {
  const [row] = await db
    .select()
    .from(diaryEntries)
    .where(and(eq(diaryEntries.id, entryId), eq(diaryEntries.userId, userId)));
  if (!row) throw new NotFoundError('Diary entry not found');
  return toDiaryEntry(row);
}
