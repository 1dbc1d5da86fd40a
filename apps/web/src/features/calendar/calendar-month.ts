import { format, isValid, parse, startOfMonth } from 'date-fns';

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
