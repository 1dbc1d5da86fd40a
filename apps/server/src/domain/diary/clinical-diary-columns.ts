import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ClinicalDiaryDay } from '@cephalo/clinic/insights/clinical-diary-day';
import { diaryEntries } from '../../db/schema';

/**
 * The one projection of a stored diary entry onto the day the clinical rules read
 * (ClinicalDiaryDay): every loader of clinical days selects exactly these columns, so a field the
 * rules start reading is added here once, and the type of the selected rows is checked against it.
 */
export const clinicalDiaryColumns = {
  date: diaryEntries.inputDate,
  headache: diaryEntries.headache,
  intensity: diaryEntries.headacheIntensity,
  start: diaryEntries.headacheStart,
  end: diaryEntries.headacheEnd,
  durationText: diaryEntries.headacheDuration,
  painDescription: diaryEntries.headachePainDescription,
  painLocation: diaryEntries.headachePainLocation,
  nausea: diaryEntries.nausea,
  lightSensitivity: diaryEntries.lightSensitivity,
  soundSensitivity: diaryEntries.soundSensitivity,
  aura: diaryEntries.aura,
  visualDisturbances: diaryEntries.visualDisturbances,
  medicationTaken: diaryEntries.medicationTaken,
  sleepHours: diaryEntries.sleepHours,
  stressLevel: diaryEntries.stressLevel,
} satisfies Record<keyof ClinicalDiaryDay, AnyPgColumn>;
