import type { DoctorPatient } from '@cephalo/shared/diary';
import { shiftDate, type ClinicalDiaryDay } from '@cephalo/clinic/insights/clinical-diary-day';
import { MIN_RESPONSE_COVERAGE } from '@cephalo/clinic/outcomes/assess-treatment-response';
import { countWindowOutcomes } from '@cephalo/clinic/outcomes/count-monthly-outcomes';

export const RECENT_DAYS = 30;
/**
 * Our rule for the trend: migraine days per 30 logged days of the last 30 days against the 30
 * before, "up" or "down" when they differ by one day or more, else "same". Each window needs the
 * same 80 % of its days logged as a treatment response (docs/decisions/013); with more missing,
 * the gaps could make the trend, so it is null.
 */
export const TREND_MIN_CHANGE_DAYS = 1;

type RecentOutcomes = Pick<
  DoctorPatient,
  'migraine_days_30' | 'headache_days_30' | 'acute_medication_days_30' | 'days_with_entry_30' | 'overuse_status' | 'migraine_days_trend'
>;

/** The numbers of the doctor's patient list: the last 30 days up to `today` and the migraine trend. */
export function summarizeRecentOutcomes(history: ClinicalDiaryDay[], today: string): RecentOutcomes {
  const last = countWindowOutcomes(history, { to: today, days: RECENT_DAYS });
  const before = countWindowOutcomes(history, { to: shiftDate(today, -RECENT_DAYS), days: RECENT_DAYS });
  const rate = (window: typeof last) =>
    window.coverage >= MIN_RESPONSE_COVERAGE && window.days_with_entry > 0 ? (window.migraine_days / window.days_with_entry) * RECENT_DAYS : null;
  const [lastRate, beforeRate] = [rate(last), rate(before)];
  let trend: RecentOutcomes['migraine_days_trend'] = null;
  if (lastRate !== null && beforeRate !== null) {
    const change = lastRate - beforeRate;
    trend = change >= TREND_MIN_CHANGE_DAYS ? 'up' : change <= -TREND_MIN_CHANGE_DAYS ? 'down' : 'same';
  }
  return {
    migraine_days_30: last.migraine_days,
    headache_days_30: last.headache_days,
    acute_medication_days_30: last.acute_medication_days,
    days_with_entry_30: last.days_with_entry,
    overuse_status: last.overuse.status,
    migraine_days_trend: trend,
  };
}
