import { ACUTE_MEDICATION_CLASSES, type AcuteMedicationClass, type Overuse } from '@cephalo/shared/outcomes';
import type { ClinicalDiaryDay } from '../insights/clinical-diary-day';
import { assessOveruseStatus } from './assess-overuse-status';
import { classifyDiaryDay } from './classify-diary-day';

export interface PeriodOutcomeCounts {
  headache_days: number;
  migraine_days: number;
  acute_medication_days: number;
  unclassified_medication_days: number;
  acute_medication_days_by_class: Record<AcuteMedicationClass, number>;
  days_with_entry: number;
  days_counted: number;
  coverage: number;
  overuse: Overuse;
}

/** Whole days from `from` to `to`, both included (0 when `to` is before `from`). */
export const daysInclusive = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1);

/**
 * The counts of [from, to] (yyyy-MM-dd, both included). Only days with an entry are counted; a
 * day without an entry is neither a headache day nor a headache-free day, and `coverage` says how
 * many are missing instead of filling them in. One entry per date is stored; should two arrive,
 * the date still counts once.
 */
export function countPeriodOutcomes(history: ClinicalDiaryDay[], from: string, to: string): PeriodOutcomeCounts {
  const byDate = new Map<string, ClinicalDiaryDay[]>();
  for (const day of history) {
    if (day.date < from || day.date > to) continue;
    byDate.set(day.date, [...(byDate.get(day.date) ?? []), day]);
  }
  const daysByClass = Object.fromEntries(ACUTE_MEDICATION_CLASSES.map((medicationClass) => [medicationClass, 0])) as Record<AcuteMedicationClass, number>;
  let headacheDays = 0;
  let migraineDays = 0;
  let acuteMedicationDays = 0;
  let unclassifiedMedicationDays = 0;
  for (const entries of byDate.values()) {
    const classes = entries.map(classifyDiaryDay);
    const acuteClasses = new Set(classes.flatMap((day) => day.acuteClasses));
    if (classes.some((day) => day.isHeadacheDay)) headacheDays += 1;
    if (classes.some((day) => day.isMigraineDay)) migraineDays += 1;
    if (acuteClasses.size > 0) acuteMedicationDays += 1;
    else if (classes.some((day) => day.hasUnclassifiedMedication)) unclassifiedMedicationDays += 1;
    for (const medicationClass of acuteClasses) daysByClass[medicationClass] += 1;
  }
  const daysCounted = daysInclusive(from, to);
  return {
    headache_days: headacheDays,
    migraine_days: migraineDays,
    acute_medication_days: acuteMedicationDays,
    unclassified_medication_days: unclassifiedMedicationDays,
    acute_medication_days_by_class: daysByClass,
    days_with_entry: byDate.size,
    days_counted: daysCounted,
    coverage: daysCounted === 0 ? 0 : byDate.size / daysCounted,
    overuse: assessOveruseStatus(daysByClass, acuteMedicationDays),
  };
}

/** The last day of a period that may not run past today. */
export const clipToToday = (to: string, today: string) => (to > today ? today : to);
