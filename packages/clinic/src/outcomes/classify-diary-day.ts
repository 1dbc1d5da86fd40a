import type { AcuteMedicationClass } from '@cephalo/shared/outcomes';
import { attackFeatures, hasMigraineAccompaniment } from '../insights/attack-features';
import type { ClinicalDiaryDay } from '../insights/clinical-diary-day';
import { acuteMedicationClasses, MIGRAINE_SPECIFIC_CLASSES } from './acute-medication-classes';

/**
 * A migraine day, as the IHS guidelines for controlled trials of preventive treatment define it
 * (Tassorelli et al., Cephalalgia 2018;38:815-832, https://doi.org/10.1177/0333102418758283): a
 * calendar day with a headache of at least 4 hours that has the features of ICHD-3 1.1 or 1.2,
 * or a headache of any length treated with a migraine-specific acute medicine. The features are
 * the reading of ICHD-3 1.1 C and D (https://ichd-3.org/1-migraine/): two of one-sided,
 * pulsating and intensity of 5 or more (the diary asks no direct question on aggravation by
 * activity), plus nausea, or light and sound sensitivity together, or aura (1.2).
 */
export const MIGRAINE_DAY_MIN_HOURS = 4;
/** The "moderate or severe" on the diary's 1..10 scale for counting migraine days. */
export const MIGRAINE_DAY_INTENSITY_FROM = 5;

export interface DiaryDayClass {
  date: string;
  isHeadacheDay: boolean;
  isMigraineDay: boolean;
  /** Why the day counts as a migraine day. */
  migraineBy: 'features' | 'migraine_specific_medication' | null;
  acuteClasses: AcuteMedicationClass[];
  /** Medication text that names no known acute medicine (a preventive, a supplement, a typo). */
  hasUnclassifiedMedication: boolean;
}

export function classifyDiaryDay(day: ClinicalDiaryDay): DiaryDayClass {
  const acuteClasses = acuteMedicationClasses(day.medicationTaken);
  const hasUnclassifiedMedication = acuteClasses.length === 0 && (day.medicationTaken?.trim() ?? '') !== '';
  const base = { date: day.date, isHeadacheDay: day.headache, acuteClasses, hasUnclassifiedMedication };
  if (!day.headache) return { ...base, isMigraineDay: false, migraineBy: null };

  const features = attackFeatures(day);
  // A missing duration (no start and end, no readable duration text) does not meet the 4 hours.
  const isLongEnough = features.durationHours !== null && features.durationHours >= MIGRAINE_DAY_MIN_HOURS;
  const painFeatures = [
    features.isUnilateral === true,
    features.isPulsating === true,
    day.intensity !== null && day.intensity >= MIGRAINE_DAY_INTENSITY_FROM,
  ].filter(Boolean).length;
  const hasAccompaniment = hasMigraineAccompaniment(features) || features.hasAura;
  if (isLongEnough && painFeatures >= 2 && hasAccompaniment) return { ...base, isMigraineDay: true, migraineBy: 'features' };

  // Counted on intake whatever the effect: the diary does not say whether the medicine worked,
  // and an attack treated early is often short (van der Arend, Terwindt et al., Cephalalgia,
  // "Defining migraine days based on longitudinal E-diary data").
  if (acuteClasses.some((medicationClass) => MIGRAINE_SPECIFIC_CLASSES.includes(medicationClass))) {
    return { ...base, isMigraineDay: true, migraineBy: 'migraine_specific_medication' };
  }
  return { ...base, isMigraineDay: false, migraineBy: null };
}
