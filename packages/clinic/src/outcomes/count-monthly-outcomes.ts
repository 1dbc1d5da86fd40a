import { RECENT_WINDOW_DAYS } from '@cephalo/shared/outcome-windows';
import type { MonthOutcome, WindowOutcome } from '@cephalo/shared/outcomes';
import { shiftDate, type ClinicalDiaryDay } from '../insights/clinical-diary-day';
import { clipToToday, countPeriodOutcomes } from './count-period-outcomes';

const pad = (value: number) => String(value).padStart(2, '0');

/** Calendar days of a month, February of leap years included (UTC arithmetic, no time zones). */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Per calendar month, the `months` months ending with the month of `today`, oldest first. The
 * current month is counted up to `today` (`is_partial`), and `coverage` is always over the days
 * counted so far, so a month with gaps says so rather than being scaled up.
 */
export function countMonthlyOutcomes(history: ClinicalDiaryDay[], { today, months }: { today: string; months: number }): MonthOutcome[] {
  const [year = 0, month = 1] = today.split('-').map(Number);
  return Array.from({ length: months }, (_, index) => {
    const monthIndex = year * 12 + (month - 1) - (months - 1 - index);
    const monthYear = Math.floor(monthIndex / 12);
    const monthNumber = (monthIndex % 12) + 1;
    const length = daysInMonth(monthYear, monthNumber);
    const from = `${monthYear}-${pad(monthNumber)}-01`;
    const end = `${monthYear}-${pad(monthNumber)}-${pad(length)}`;
    return {
      month: `${monthYear}-${pad(monthNumber)}`,
      days_in_month: length,
      is_partial: end > today,
      ...countPeriodOutcomes(history, from, clipToToday(end, today)),
    };
  });
}

/**
 * The `days` days ending on `to`, both ends included: by default the recent window of every
 * screen and the report (outcome-windows.ts), the rolling month trials use.
 */
export function countWindowOutcomes(history: ClinicalDiaryDay[], { to, days = RECENT_WINDOW_DAYS }: { to: string; days?: number }): WindowOutcome {
  const from = shiftDate(to, -(days - 1));
  return { from, to, ...countPeriodOutcomes(history, from, to) };
}
