import { format, isValid, parseISO } from 'date-fns';

/** The calendar date of `date` in the browser's zone, as the API spells it (yyyy-MM-dd). */
export const toIsoDate = (date: Date): string => format(date, 'yyyy-MM-dd');

export const todayIsoDate = (now: Date = new Date()): string => toIsoDate(now);

/**
 * Reads a yyyy-MM-dd date as local midnight. `new Date('2025-05-12')` would be UTC midnight,
 * which is the day before anywhere west of Greenwich.
 */
export const parseIsoDate = (isoDate: string): Date | null => {
  const date = parseISO(isoDate);
  return isValid(date) ? date : null;
};

/** "12 May 2025": how the screens name a diary date. */
export const formatDiaryDate = (isoDate: string): string => {
  const date = parseIsoDate(isoDate);
  return date ? format(date, 'd MMMM yyyy') : isoDate;
};
