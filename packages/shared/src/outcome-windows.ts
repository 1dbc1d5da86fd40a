/**
 * The time windows of the clinical numbers, in one place (issue 35, point 3; decision 027). The
 * doctor's list, the patient's page, the trends chart and the PDF report all count with these,
 * and name them with these words, so the same data gives the same numbers everywhere.
 *
 * - The recent window: the 28 days up to and including today, the rolling month of the IHS
 *   guidelines for controlled trials of preventive treatment (Tassorelli et al., Cephalalgia
 *   2018;38:815-832). The trend compares it with the 28 days before it.
 * - Months: calendar months; the current one is counted up to today and marked "so far".
 * - The report: three calendar months by default, the first day of the month two months before
 *   `to` up to `to`; a month the period cuts is marked with the days it covers.
 */

/** Days of the recent window: 28, today included. */
export const RECENT_WINDOW_DAYS = 28;
/** The recent window's name on every screen and in the report. */
export const RECENT_WINDOW_LABEL = `Last ${RECENT_WINDOW_DAYS} days`;
/** The window the trend compares the recent one with. */
export const PREVIOUS_WINDOW_LABEL = `the ${RECENT_WINDOW_DAYS} days before`;
/** Calendar months of the trends chart and table. */
export const TREND_MONTHS = 12;
/** Calendar months of the report's default period (the last one up to its end). */
export const REPORT_DEFAULT_MONTHS = 3;

export interface DateWindow {
  from: string;
  to: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `date` (yyyy-MM-dd) moved by `days` whole days, in UTC arithmetic: no time zone can shift it. */
export const shiftIsoDate = (date: string, days: number): string => {
  const shifted = new Date(`${date}T00:00:00Z`);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
};

/** Whole days from `from` to `to`, both included (0 when `to` is before `from`). */
export const daysFromTo = (from: string, to: string): number =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1);

/** Calendar days of a month (1-12), February of leap years included. */
export const daysOfMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The recent window: the 28 days ending on `today`. */
export const recentWindow = (today: string): DateWindow => ({ from: shiftIsoDate(today, -(RECENT_WINDOW_DAYS - 1)), to: today });

/** The 28 days before the recent window, for the trend. */
export const previousWindow = (today: string): DateWindow => recentWindow(shiftIsoDate(today, -RECENT_WINDOW_DAYS));

/** The report's default period: the first day of the month two months before `to`, up to `to`. */
export function defaultReportPeriod(to: string): DateWindow {
  const index = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7)) - 1 - (REPORT_DEFAULT_MONTHS - 1);
  return { from: `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`, to };
}

export interface PeriodMonth extends DateWindow {
  /** yyyy-MM */
  month: string;
  days_in_month: number;
  /** The period covers only part of the month (it starts or ends within it). */
  is_partial: boolean;
}

/** The calendar months touching [from, to], each clipped to it and marked when only partly covered. */
export function monthsOfPeriod({ from, to }: DateWindow): PeriodMonth[] {
  const months: PeriodMonth[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  while (`${year}-${pad(month)}` <= to.slice(0, 7)) {
    const length = daysOfMonth(year, month);
    const first = `${year}-${pad(month)}-01`;
    const last = `${year}-${pad(month)}-${pad(length)}`;
    const clippedFrom = first < from ? from : first;
    const clippedTo = last > to ? to : last;
    months.push({
      month: `${year}-${pad(month)}`,
      from: clippedFrom,
      to: clippedTo,
      days_in_month: length,
      is_partial: clippedFrom !== first || clippedTo !== last,
    });
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/** Days since the last diary entry, as of `today` (0: written today); null without any entry. */
export const daysSinceLastEntry = (lastEntryOn: string | null, today: string): number | null =>
  lastEntryOn === null ? null : Math.max(0, daysFromTo(lastEntryOn, today) - 1);
