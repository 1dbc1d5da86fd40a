import { isValid, lightFormat, parseISO } from 'date-fns';
import type { DateFormats } from '../i18n/format';

/**
 * The calendar date of `date` in the browser's zone, as the API spells it (yyyy-MM-dd). The app's
 * own date strings are digits only: date-fns' lightFormat writes them without the locale that
 * `format` brings to every screen (names are written by i18n/format.ts).
 */
export const toIsoDate = (date: Date): string => lightFormat(date, 'yyyy-MM-dd');

export const todayIsoDate = (now: Date = new Date()): string => toIsoDate(now);

/**
 * Reads a yyyy-MM-dd date as local midnight. `new Date('2025-05-12')` would be UTC midnight,
 * which is the day before anywhere west of Greenwich.
 */
export const parseIsoDate = (isoDate: string): Date | null => {
  const date = parseISO(isoDate);
  return isValid(date) ? date : null;
};

/**
 * "12 May 2025": how the screens name a diary date; in the reader's conventions with the
 * interface's formats ("12. мај 2025.", i18n/format.ts).
 */
export const formatDiaryDate = (isoDate: string, formats: Pick<DateFormats, 'longDate'>): string => {
  const date = parseIsoDate(isoDate);
  return date ? formats.longDate(date) : isoDate;
};
