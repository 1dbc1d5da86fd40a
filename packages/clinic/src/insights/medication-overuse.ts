import { daysBetween, shiftDate, type ClinicalDiaryDay } from './clinical-diary-day';
import { classifyMedication, type MedicationClass } from './medication-classes';

/**
 * ICHD-3 8.2 medication-overuse headache thresholds, in days of use per month:
 * >= 10 days for triptans (8.2.2), ergots (8.2.1), opioids (8.2.4) and combination analgesics
 * (8.2.5); >= 15 days for simple analgesics (8.2.3); >= 10 days in total for several classes
 * not each overused (8.2.6). The criterion asks for regular overuse for more than 3 months.
 */
export const OVERUSE_THRESHOLD_DAYS: Record<Exclude<MedicationClass, 'gepant-or-ditan'>, number> = {
  triptan: 10,
  ergot: 10,
  opioid: 10,
  'combination-analgesic': 10,
  'simple-analgesic': 15,
};
export const MULTIPLE_CLASSES_THRESHOLD_DAYS = 10;

export interface MedicationOveruseAssessment {
  periodDays: number;
  medicationDays: number;
  daysByClass: Partial<Record<MedicationClass, number>>;
  /** Classes at or over their threshold in the last 30 days (or "multiple classes"). */
  overused: string[];
  /** The same pattern in each of the three 30-day windows before (ICHD-3: more than 3 months). */
  isSustainedForThreeMonths: boolean;
}

function assessWindow(history: ClinicalDiaryDay[], from: string, to: string) {
  const daysByClass: Partial<Record<MedicationClass, number>> = {};
  let medicationDays = 0;
  for (const day of daysBetween(history, from, to)) {
    const classes = classifyMedication(day.medicationTaken);
    if (classes.length > 0 || (day.medicationTaken?.trim() ?? '') !== '') medicationDays += 1;
    for (const medicationClass of classes) daysByClass[medicationClass] = (daysByClass[medicationClass] ?? 0) + 1;
  }
  const overused = (Object.entries(OVERUSE_THRESHOLD_DAYS) as [keyof typeof OVERUSE_THRESHOLD_DAYS, number][])
    .filter(([medicationClass, threshold]) => (daysByClass[medicationClass] ?? 0) >= threshold)
    .map(([medicationClass]) => medicationClass as string);
  if (overused.length === 0 && medicationDays >= MULTIPLE_CLASSES_THRESHOLD_DAYS && Object.keys(daysByClass).length > 1) {
    overused.push('multiple classes');
  }
  return { daysByClass, medicationDays, overused };
}

/** Medication use in the 30 days up to `today`, against the ICHD-3 8.2 thresholds. */
export function assessMedicationOveruse(history: ClinicalDiaryDay[], today: string): MedicationOveruseAssessment {
  const current = assessWindow(history, shiftDate(today, -29), today);
  const earlier = [1, 2, 3].map((months) => assessWindow(history, shiftDate(today, -29 - 30 * months), shiftDate(today, -30 * months)));
  return {
    periodDays: 30,
    medicationDays: current.medicationDays,
    daysByClass: current.daysByClass,
    overused: current.overused,
    isSustainedForThreeMonths: current.overused.length > 0 && earlier.every((window) => window.overused.length > 0),
  };
}
