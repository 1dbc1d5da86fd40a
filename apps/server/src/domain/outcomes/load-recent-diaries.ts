import { and, eq, gte, lte, ne, or, type SQL } from 'drizzle-orm';
import type { ClinicalDiaryDay } from '@cephalo/clinic/insights/clinical-diary-day';
import type { Database } from '../../db/database';
import { diaryEntries, users } from '../../db/schema';
import { clinicalDiaryColumns } from '../diary/clinical-diary-columns';

/**
 * The diary days from `from` to `to` that count towards a headache, migraine or medication day
 * (a headache or a medicine written down), of every patient of a doctor (or of one of them), in
 * one query by patient id. A calm day counts towards nothing but the days recorded, which the
 * caller counts in SQL: the list reads a few hundred rows, not every day of 500 patients.
 */
export async function loadRecentDiaries({
  db,
  doctorId,
  patientId,
  from,
  to,
}: {
  db: Database;
  doctorId: string;
  patientId?: string | undefined;
  from: string;
  to: string;
}): Promise<Map<string, ClinicalDiaryDay[]>> {
  const conditions: (SQL | undefined)[] = [
    eq(users.doctorId, doctorId),
    eq(users.role, 'USER'),
    gte(diaryEntries.inputDate, from),
    lte(diaryEntries.inputDate, to),
    or(eq(diaryEntries.headache, true), ne(diaryEntries.medicationTaken, '')),
  ];
  if (patientId) conditions.push(eq(users.id, patientId));
  const rows = await db
    .select({ userId: diaryEntries.userId, ...clinicalDiaryColumns })
    .from(diaryEntries)
    .innerJoin(users, eq(users.id, diaryEntries.userId))
    .where(and(...conditions));
  const byPatient = new Map<string, ClinicalDiaryDay[]>();
  for (const { userId, ...day } of rows) {
    const days = byPatient.get(userId) ?? [];
    days.push(day);
    byPatient.set(userId, days);
  }
  return byPatient;
}
