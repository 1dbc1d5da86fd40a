import { endOfMonth, endOfWeek, format, isValid, parse, startOfMonth, startOfWeek } from 'date-fns';
import type { DiaryDateRange } from '../../lib/diary-query-keys';
import { toIsoDate } from '../../lib/diary-dates';

/**
 * The shown month lives in the address (?month=2025-05), so saving an entry can open its month
 * and the browser's back button returns to the month before.
 */
export const MONTH_PARAM = 'month';

export const formatMonthParam = (date: Date): string => format(date, 'yyyy-MM');

/** The first day of the month named by `param`, or of `today`'s month when it names none. */
export const parseMonthParam = (param: string | null, today: Date): Date => {
  if (param && /^\d{4}-\d{2}$/.test(param)) {
    const month = parse(param, 'yyyy-MM', today);
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
