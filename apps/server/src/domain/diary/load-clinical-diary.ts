import { and, asc, eq, gte } from 'drizzle-orm';
import type { ClinicalDiaryDay } from '@cephalo/clinic/insights/clinical-diary-day';
import { shiftDate } from '@cephalo/clinic/insights/clinical-diary-day';
import type { Database } from '../../db/database';
import { diaryEntries } from '../../db/schema';

/** The patient's entries of the last `days` days (default three years), oldest first, as the clinical rules read them. */
export async function loadClinicalDiary({ db, patientId, today, days = 3 * 366 }: { db: Database; patientId: string; today: string; days?: number }): Promise<ClinicalDiaryDay[]> {
  const rows = await db
    .select()
    .from(diaryEntries)
    .where(and(eq(diaryEntries.userId, patientId), gte(diaryEntries.inputDate, shiftDate(today, -days))))
    .orderBy(asc(diaryEntries.inputDate));
  return rows.map((row) => ({
    date: row.inputDate,
    headache: row.headache,
    intensity: row.headacheIntensity,
    start: row.headacheStart,
    end: row.headacheEnd,
    durationText: row.headacheDuration,
    painDescription: row.headachePainDescription,
    painLocation: row.headachePainLocation,
    nausea: row.nausea,
    lightSensitivity: row.lightSensitivity,
    soundSensitivity: row.soundSensitivity,
    aura: row.aura,
    visualDisturbances: row.visualDisturbances,
    medicationTaken: row.medicationTaken,
    sleepHours: row.sleepHours,
    stressLevel: row.stressLevel,
  }));
}
