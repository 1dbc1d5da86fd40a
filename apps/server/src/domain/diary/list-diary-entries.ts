import { desc, eq } from 'drizzle-orm';
import type { DiaryEntry } from '@cephalo/shared/diary';
import type { Database } from '../../db/database';
import { diaryEntries } from '../../db/schema';
import { toDiaryEntry } from './diary-entry-row';

/** A patient's entries, newest first. Callers decide who may read whose (see the routes). */
export async function listDiaryEntries({ db, patientId }: { db: Database; patientId: string }): Promise<DiaryEntry[]> {
  const rows = await db.select().from(diaryEntries).where(eq(diaryEntries.userId, patientId)).orderBy(desc(diaryEntries.inputDate));
  return rows.map(toDiaryEntry);
}
