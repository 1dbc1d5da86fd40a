import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import { DEFAULT_INTERFACE_LANGUAGE } from '@cephalo/shared/interface-languages';
import { i18n } from './i18n';

/**
 * Dates and numbers in the reader's conventions (Intl, issue 36 point 3): month and weekday names,
 * the order of day, month and year. In English they read as the screens did with date-fns
 * ("November 2026", "Monday"). The calendar's week still starts on Monday whatever the language.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

const formatter = (locale: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
};

export interface DateFormats {
  locale: string;
  /** "November 2026", "новембар 2026." */
  monthYear: (date: Date) => string;
  /** "Monday", "понедељак" */
  weekday: (date: Date) => string;
  /** "Mon", "пон" */
  weekdayShort: (date: Date) => string;
  /** "28 November 2026", "28. новембар 2026.", "2026年11月28日" */
  longDate: (date: Date) => string;
  /** "Friday, 27 November 2026", "петак, 27. новембар 2026." */
  weekdayLongDate: (date: Date) => string;
  /** "Sep 2026" (English as date-fns wrote it), "сеп 2026." */
  monthShortYear: (date: Date) => string;
  /** "28 June" */
  dayMonth: (date: Date) => string;
  /** "Tuesday 1 July" */
  weekdayDayMonth: (date: Date) => string;
  /** "28 Nov 2026", in the reader's order */
  mediumDate: (date: Date) => string;
  /** "Mon, 16 Nov 2026", a day of a list in the reader's order */
  mediumWeekdayDate: (date: Date) => string;
  /** "28 Nov 2026, 14:05", a moment in the reader's order and 24-hour clock */
  dateTime: (date: Date) => string;
  /** A number with the reader's decimal sign. */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
}

/** English reads as the screens did with date-fns ("12 May 2025", "May 2025"): British order and names. */
const intlLocale = (code: string) => (code === 'en' ? 'en-GB' : code);

export const dateFormats = (code: string): DateFormats => {
  const locale = intlLocale(code);
  return {
    locale,
    monthYear: (date) => formatter(locale, { month: 'long', year: 'numeric' }).format(date),
    weekday: (date) => formatter(locale, { weekday: 'long' }).format(date),
    weekdayShort: (date) => formatter(locale, { weekday: 'short' }).format(date),
    longDate: (date) => formatter(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date),
    weekdayLongDate: (date) => formatter(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date),
    // en-GB writes "Sept": the chart and the table keep date-fns's "Sep".
    monthShortYear: (date) => formatter(code === 'en' ? 'en-US' : locale, { month: 'short', year: 'numeric' }).format(date),
    dayMonth: (date) => formatter(locale, { day: 'numeric', month: 'long' }).format(date),
    weekdayDayMonth: (date) => formatter(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(date),
    mediumDate: (date) => formatter(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(date),
    mediumWeekdayDate: (date) => formatter(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(date),
    dateTime: (date) =>
      formatter(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date),
    number: (value, options) => new Intl.NumberFormat(locale, options).format(value),
  };
};

/** A day of the calendar (yyyy-MM-dd) as a Date at its local midnight, for the formats above. */
export const calendarDay = (isoDate: string): Date => new Date(`${isoDate.slice(0, 10)}T00:00:00`);

/** The formats of the interface language now shown; a component using them renders again when it changes. */
export function useDateFormats(): DateFormats {
  const active = useContext(LinguiContext)?.i18n ?? i18n;
  return dateFormats(active.locale || DEFAULT_INTERFACE_LANGUAGE);
}
