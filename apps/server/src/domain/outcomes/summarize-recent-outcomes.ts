import type { DoctorPatient } from '@cephalo/shared/diary';
import { daysSinceLastEntry, previousWindow, RECENT_WINDOW_DAYS, recentWindow } from '@cephalo/shared/outcome-windows';
import { attentionReasons } from '@cephalo/shared/patient-triage';
import type { ClinicalDiaryDay } from '@cephalo/clinic/insights/clinical-diary-day';
import { MIN_RESPONSE_COVERAGE } from '@cephalo/clinic/outcomes/assess-treatment-response';
import { countPeriodOutcomes } from '@cephalo/clinic/outcomes/count-period-outcomes';

/**
 * Our rule for the trend: migraine days per 28 logged days of the last 28 days against the 28
 * before, "up" or "down" when they differ by one day or more, else "same". Each window needs the
 * same 80 % of its days logged as a treatment response (docs/decisions/013); with more missing,
 * the gaps could make the trend, so it is null.
 */
export const TREND_MIN_CHANGE_DAYS = 1;

export type RecentOutcomes = Omit<DoctorPatient, 'id' | 'name' | 'surname' | 'email' | 'phone_number'>;

/** How many days of each window have an entry, when the history holds only the days that count. */
export interface EntryCounts {
  recent: number;
  previous: number;
}

/**
 * The numbers of the doctor's triage list (outcome-windows.ts): the last 28 days up to `today`,
 * the migraine trend against the 28 before, the days since the last entry and why the patient
 * needs attention. `history` may hold only the days with a headache or a medicine (the others
 * count towards nothing but the days recorded) when `entryCounts` gives the days recorded.
 */
export function summarizeRecentOutcomes({
  history,
  today,
  entryCounts,
  lastEntryOn,
}: {
  history: ClinicalDiaryDay[];
  today: string;
  entryCounts?: EntryCounts;
  lastEntryOn: string | null;
}): RecentOutcomes {
  const recent = recentWindow(today);
  const previous = previousWindow(today);
  const last = countPeriodOutcomes(history, recent.from, recent.to);
  const before = countPeriodOutcomes(history, previous.from, previous.to);
  const daysWithEntry = { recent: entryCounts?.recent ?? last.days_with_entry, previous: entryCounts?.previous ?? before.days_with_entry };
  const rate = (migraineDays: number, withEntry: number) =>
    withEntry / RECENT_WINDOW_DAYS >= MIN_RESPONSE_COVERAGE && withEntry > 0 ? (migraineDays / withEntry) * RECENT_WINDOW_DAYS : null;
  const [lastRate, beforeRate] = [rate(last.migraine_days, daysWithEntry.recent), rate(before.migraine_days, daysWithEntry.previous)];
  let trend: RecentOutcomes['migraine_days_trend'] = null;
  if (lastRate !== null && beforeRate !== null) {
    const change = lastRate - beforeRate;
    trend = change >= TREND_MIN_CHANGE_DAYS ? 'up' : change <= -TREND_MIN_CHANGE_DAYS ? 'down' : 'same';
  }
  const numbers = {
    migraine_days_28: last.migraine_days,
    migraine_days_previous_28: before.migraine_days,
    headache_days_28: last.headache_days,
    acute_medication_days_28: last.acute_medication_days,
    days_with_entry_28: daysWithEntry.recent,
    overuse_status: last.overuse.status,
    migraine_days_trend: trend,
    last_entry_on: lastEntryOn,
    days_since_last_entry: daysSinceLastEntry(lastEntryOn, today),
  };
  return { ...numbers, attention_reasons: attentionReasons(numbers) };
}
