import { and, asc, eq, gte } from 'drizzle-orm';
import type { ClinicalDiaryDay } from '@cephalo/clinic/insights/clinical-diary-day';
import { shiftDate } from '@cephalo/clinic/insights/clinical-diary-day';
import type { Database } from '../../db/database';
import { diaryEntries } from '../../db/schema';
import { clinicalDiaryColumns } from './clinical-diary-columns';

/** The patient's entries of the last `days` days (default three years), oldest first, as the clinical rules read them. */
export async function loadClinicalDiary({
  db,
  patientId,
  today,
  days = 3 * 366,
}: {
  db: Database;
  patientId: string;
  today: string;
  days?: number;
}): Promise<ClinicalDiaryDay[]> {
  return db
    .select(clinicalDiaryColumns)
    .from(diaryEntries)
    .where(and(eq(diaryEntries.userId, patientId), gte(diaryEntries.inputDate, shiftDate(today, -days))))
    .orderBy(asc(diaryEntries.inputDate));
}
