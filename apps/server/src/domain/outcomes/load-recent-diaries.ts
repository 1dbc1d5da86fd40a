import { and, eq, gte, lte } from 'drizzle-orm';
import type { ClinicalDiaryDay } from '@cephalo/clinic/insights/clinical-diary-day';
import type { Database } from '../../db/database';
import { diaryEntries, users } from '../../db/schema';
import { clinicalDiaryColumns } from '../diary/clinical-diary-columns';

/**
 * The diary days from `from` to `to` of every patient of a doctor, in one query (a doctor may
 * have hundreds of patients; one query each would make the list slow), by patient id.
 */
export async function loadRecentDiaries({
  db,
  doctorId,
  from,
  to,
}: {
  db: Database;
  doctorId: string;
  from: string;
  to: string;
}): Promise<Map<string, ClinicalDiaryDay[]>> {
  const rows = await db
    .select({ userId: diaryEntries.userId, ...clinicalDiaryColumns })
    .from(diaryEntries)
    .innerJoin(users, eq(users.id, diaryEntries.userId))
    .where(and(eq(users.doctorId, doctorId), eq(users.role, 'USER'), gte(diaryEntries.inputDate, from), lte(diaryEntries.inputDate, to)));
  const byPatient = new Map<string, ClinicalDiaryDay[]>();
  for (const { userId, ...day } of rows) {
    const days = byPatient.get(userId) ?? [];
    days.push(day);
    byPatient.set(userId, days);
  }
  return byPatient;
}
