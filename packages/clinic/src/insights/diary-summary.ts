import { daysBetween, shiftDate, type ClinicalDiaryDay } from './clinical-diary-day';
import { attackFeatures, hasMigraineAccompaniment, hasMigraineDuration, migrainePainCharacteristics } from './attack-features';
import { classifyMedication } from './medication-classes';

export interface DiarySummary {
  from: string;
  to: string;
  loggedDays: number;
  headacheDays: number;
  /** Headache days with ICHD-3 1.1 B-D features. */
  migraineLikeDays: number;
  averageIntensity: number | null;
  medicationDays: number;
  averageSleepHours: number | null;
  averageStress: number | null;
}

const average = (values: number[]) => (values.length ? Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10 : null);

/** Counts over the `periodDays` days up to `today` (yyyy-MM-dd). */
export function summarizeDiary(history: ClinicalDiaryDay[], today: string, periodDays = 30): DiarySummary {
  const from = shiftDate(today, -(periodDays - 1));
  const days = daysBetween(history, from, today);
  const headaches = days.filter((day) => day.headache);
  return {
    from,
    to: today,
    loggedDays: days.length,
    headacheDays: headaches.length,
    migraineLikeDays: headaches.filter((day) => {
      const features = attackFeatures(day);
      return hasMigraineDuration(features) && migrainePainCharacteristics(features) >= 2 && hasMigraineAccompaniment(features);
    }).length,
    averageIntensity: average(headaches.flatMap((day) => (day.intensity === null ? [] : [day.intensity]))),
    medicationDays: days.filter((day) => classifyMedication(day.medicationTaken).length > 0 || (day.medicationTaken?.trim() ?? '') !== '').length,
    averageSleepHours: average(days.flatMap((day) => (day.sleepHours === null ? [] : [day.sleepHours]))),
    averageStress: average(days.flatMap((day) => (day.stressLevel === null ? [] : [day.stressLevel]))),
  };
}
