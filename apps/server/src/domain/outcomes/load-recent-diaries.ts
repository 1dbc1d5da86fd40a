import { and, eq, gte, lte } from 'drizzle-orm';
import type { ClinicalDiaryDay } from '@cephalo/clinic/insights/clinical-diary-day';
import type { Database } from '../../db/database';
import { diaryEntries, users } from '../../db/schema';

/**
 * The diary days from `from` to `to` of every patient of a doctor, in one query (a doctor may
 * have hundreds of patients; one query each would make the list slow), by patient id.
 */
export async function loadRecentDiaries({ db, doctorId, from, to }: { db: Database; doctorId: string; from: string; to: string }): Promise<Map<string, ClinicalDiaryDay[]>> {
  const rows = await db
    .select({
      userId: diaryEntries.userId,
      date: diaryEntries.inputDate,
      headache: diaryEntries.headache,
      intensity: diaryEntries.headacheIntensity,
      start: diaryEntries.headacheStart,
      end: diaryEntries.headacheEnd,
      durationText: diaryEntries.headacheDuration,
      nausea: diaryEntries.nausea,
      lightSensitivity: diaryEntries.lightSensitivity,
      soundSensitivity: diaryEntries.soundSensitivity,
      aura: diaryEntries.aura,
      visualDisturbances: diaryEntries.visualDisturbances,
      painDescription: diaryEntries.headachePainDescription,
      painLocation: diaryEntries.headachePainLocation,
      medicationTaken: diaryEntries.medicationTaken,
    })
    .from(diaryEntries)
    .innerJoin(users, eq(users.id, diaryEntries.userId))
    .where(and(eq(users.doctorId, doctorId), eq(users.role, 'USER'), gte(diaryEntries.inputDate, from), lte(diaryEntries.inputDate, to)));
  const byPatient = new Map<string, ClinicalDiaryDay[]>();
  for (const { userId, ...day } of rows) {
    const days = byPatient.get(userId) ?? [];
    days.push({ ...day, sleepHours: null, stressLevel: null });
    byPatient.set(userId, days);
  }
  return byPatient;
}
