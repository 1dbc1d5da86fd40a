import type { PreventiveTreatment, TreatmentResponse } from '@cephalo/shared/outcomes';
import { shiftDate, type ClinicalDiaryDay } from '../insights/clinical-diary-day';
import { clipToToday, countPeriodOutcomes } from './count-period-outcomes';

/**
 * Response to a preventive treatment, after the IHS guidelines for controlled trials of
 * preventive treatment (Tassorelli et al., Cephalalgia 2018;38:815-832 for chronic migraine;
 * Diener et al., Cephalalgia 2020;40:1026-1044 for episodic migraine): the change in monthly
 * migraine days against a baseline, with a 50 % reduction as the responder threshold and 30 %
 * for chronic migraine.
 *
 * Day 1 is `started_on`. Baseline: the 90 days before it. Treatment window: days 31-90 (months 2
 * and 3), leaving out the first month in which most preventives are still being titrated or
 * taking effect.
 */
export const BASELINE_DAYS = 90;
export const TREATMENT_WINDOW_FIRST_DAY = 31;
export const TREATMENT_WINDOW_LAST_DAY = 90;
export const RESPONDER_REDUCTION_PERCENT = 50;
export const CHRONIC_RESPONDER_REDUCTION_PERCENT = 30;
/** ICHD-3 1.3 chronic migraine: >= 15 headache days a month, >= 8 of them with migraine features. */
export const CHRONIC_HEADACHE_DAYS = 15;
export const CHRONIC_MIGRAINE_DAYS = 8;
/**
 * Our choice: a rate is given only when at least 80 % of the window's days have an entry. Rates
 * are per 30 days with an entry, so gaps are not read as headache-free days; with more than a
 * fifth missing, the gaps (often the good days, which people forget to log) could move the rate
 * more than the treatment did.
 */
export const MIN_RESPONSE_COVERAGE = 0.8;

type ResponseWindow = TreatmentResponse['baseline'];

const roundTo = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function countWindow(
  history: ClinicalDiaryDay[],
  from: string,
  to: string,
  today: string,
): { window: ResponseWindow; migraineRate: number | null; headacheRate: number | null } {
  const counts = countPeriodOutcomes(history, from, clipToToday(to, today));
  const isCovered = counts.days_counted > 0 && counts.coverage >= MIN_RESPONSE_COVERAGE;
  const migraineRate = isCovered ? (counts.migraine_days / counts.days_with_entry) * 30 : null;
  const headacheRate = isCovered ? (counts.headache_days / counts.days_with_entry) * 30 : null;
  const window: ResponseWindow = {
    from,
    to,
    days_counted: counts.days_counted,
    days_with_entry: counts.days_with_entry,
    coverage: counts.coverage,
    headache_days: counts.headache_days,
    migraine_days: counts.migraine_days,
    migraine_days_per_30: migraineRate === null ? null : roundTo(migraineRate, 1),
    headache_days_per_30: headacheRate === null ? null : roundTo(headacheRate, 1),
  };
  return { window, migraineRate, headacheRate };
}

export function assessTreatmentResponse(
  history: ClinicalDiaryDay[],
  treatment: Pick<PreventiveTreatment, 'started_on' | 'stopped_on'>,
  today: string,
): TreatmentResponse {
  const start = treatment.started_on;
  const {
    window: baseline,
    migraineRate: baselineRate,
    headacheRate: baselineHeadacheRate,
  } = countWindow(history, shiftDate(start, -BASELINE_DAYS), shiftDate(start, -1), today);
  const { window: treatmentWindow, migraineRate: treatmentRate } = countWindow(
    history,
    shiftDate(start, TREATMENT_WINDOW_FIRST_DAY - 1),
    shiftDate(start, TREATMENT_WINDOW_LAST_DAY - 1),
    today,
  );

  const isChronicBaseline =
    baselineRate === null || baselineHeadacheRate === null ? null : baselineHeadacheRate >= CHRONIC_HEADACHE_DAYS && baselineRate >= CHRONIC_MIGRAINE_DAYS;
  const threshold = isChronicBaseline ? CHRONIC_RESPONDER_REDUCTION_PERCENT : RESPONDER_REDUCTION_PERCENT;
  const reduction = baselineRate !== null && treatmentRate !== null && baselineRate > 0 ? ((baselineRate - treatmentRate) / baselineRate) * 100 : null;
  const result = {
    baseline,
    treatment: treatmentWindow,
    is_chronic_baseline: isChronicBaseline,
    responder_threshold_percent: threshold,
    minimum_coverage: MIN_RESPONSE_COVERAGE,
  };

  const isWindowComplete = treatmentWindow.to <= today;
  if (treatment.stopped_on && treatment.stopped_on < treatmentWindow.to) return { status: 'stopped_early', ...result, reduction_percent: null };
  if (!isWindowComplete) return { status: 'too_early', ...result, reduction_percent: null };
  if (baselineRate === null || treatmentRate === null) return { status: 'not_enough_data', ...result, reduction_percent: null };
  if (reduction === null) return { status: 'no_baseline_migraine_days', ...result, reduction_percent: null };
  // A hair of tolerance so that exactly 50 % (or 30 %) is not lost to floating point.
  const isResponder = reduction >= threshold - 1e-9;
  return { status: isResponder ? 'responder' : 'non_responder', ...result, reduction_percent: roundTo(reduction, 1) };
}
