import type { AcuteMedicationClass, Overuse, OveruseClass } from '@cephalo/shared/outcomes';
import { MULTIPLE_CLASSES_THRESHOLD_DAYS, OVERUSE_THRESHOLD_DAYS } from '../insights/medication-overuse';

/**
 * ICHD-3 8.2 thresholds in days per month (https://ichd-3.org/8-headache-attributed-to-a-substance-or-its-withdrawal/8-2-medication-overuse-headache-moh/),
 * taken from insights/medication-overuse.ts: >= 10 days for triptans, ergots, opioids and
 * combination analgesics, >= 15 for simple analgesics, >= 10 days for several classes together
 * when none reaches its own threshold (8.2.6). Gepants and lasmiditan have no threshold of their
 * own and count only toward the several-classes total.
 */
const THRESHOLD_DAYS: Partial<Record<AcuteMedicationClass, number>> = {
  triptan: OVERUSE_THRESHOLD_DAYS.triptan,
  ergot: OVERUSE_THRESHOLD_DAYS.ergot,
  opioid: OVERUSE_THRESHOLD_DAYS.opioid,
  combination_analgesic: OVERUSE_THRESHOLD_DAYS['combination-analgesic'],
  simple_analgesic: OVERUSE_THRESHOLD_DAYS['simple-analgesic'],
};

/**
 * "At risk" is our early warning, not an ICHD-3 category: a class (or the several-classes total)
 * within this many days below its threshold, e.g. 8 or 9 triptan days, 13 or 14 simple-analgesic days.
 */
export const AT_RISK_MARGIN_DAYS = 2;

/**
 * The overuse status of one period (a calendar month or a 28-day window). It reads one period
 * only: ICHD-3 8.2 also asks for regular overuse for more than 3 months, and medication-overuse
 * headache is a clinician's diagnosis, so "overuse" here means the use pattern, not the diagnosis.
 */
export function assessOveruseStatus(daysByClass: Record<AcuteMedicationClass, number>, acuteMedicationDays: number): Overuse {
  const reached = (days: number, threshold: number) => days >= threshold;
  const near = (days: number, threshold: number) => days < threshold && days >= threshold - AT_RISK_MARGIN_DAYS;
  const withThreshold = (Object.entries(THRESHOLD_DAYS) as [AcuteMedicationClass, number][]).map(([medicationClass, threshold]) => ({
    medicationClass,
    days: daysByClass[medicationClass],
    threshold,
  }));

  const overused: OveruseClass[] = withThreshold.filter(({ days, threshold }) => reached(days, threshold)).map(({ medicationClass }) => medicationClass);
  const classesUsed = Object.values(daysByClass).filter((days) => days > 0).length;
  const isSeveralClasses = classesUsed >= 2;
  if (overused.length === 0 && isSeveralClasses && reached(acuteMedicationDays, MULTIPLE_CLASSES_THRESHOLD_DAYS)) overused.push('multiple_classes');
  if (overused.length > 0) return { status: 'overuse', classes: overused };

  const nearing: OveruseClass[] = withThreshold.filter(({ days, threshold }) => near(days, threshold)).map(({ medicationClass }) => medicationClass);
  if (isSeveralClasses && near(acuteMedicationDays, MULTIPLE_CLASSES_THRESHOLD_DAYS)) nearing.push('multiple_classes');
  return nearing.length > 0 ? { status: 'at_risk', classes: nearing } : { status: 'none', classes: [] };
}
