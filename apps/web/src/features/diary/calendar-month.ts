import { endOfMonth, endOfWeek, isValid, lightFormat, parseISO, startOfMonth, startOfWeek } from 'date-fns';
import type { DiaryDateRange } from '../../lib/diary-query-keys';
import { toIsoDate } from '../../lib/diary-dates';

/**
 * The shown month lives in the address (?month=2025-05), so saving an entry can open its month
 * and the browser's back button returns to the month before.
 */
export const MONTH_PARAM = 'month';

export const formatMonthParam = (date: Date): string => lightFormat(date, 'yyyy-MM');

/**
 * The first day of the month named by `param`, or of `today`'s month when it names none.
 * parseISO reads yyyy-MM as that month's first day: date-fns' `parse` would bring its parsers
 * for every token and the English locale (about 6 kB gzipped) to every screen with "Headache now".
 */
export const parseMonthParam = (param: string | null, today: Date): Date => {
  if (param && /^\d{4}-\d{2}$/.test(param)) {
    const month = parseISO(param);
    if (isValid(month)) return startOfMonth(month);
  }
  return startOfMonth(today);
};

/** Weeks run from Monday (spec section 9). */
export const WEEK_STARTS_ON = 1;

/**
 * The days the month grid of `month` shows: from the Monday of its first week to the Sunday of
 * its last, so the days of the adjacent months in the grid are included. The calendar asks the
 * API for these days only (issue 14), not the whole diary.
 */
export const visibleDateRange = (month: Date): DiaryDateRange => ({
  from: toIsoDate(startOfWeek(startOfMonth(month), { weekStartsOn: WEEK_STARTS_ON })),
  to: toIsoDate(endOfWeek(endOfMonth(month), { weekStartsOn: WEEK_STARTS_ON })),
});
