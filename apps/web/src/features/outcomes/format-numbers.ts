import { calendarDay, type DateFormats } from '../../i18n/format';
import type { Translate } from '../../i18n/use-t';

/** What the outcome texts are worded with: the interface language's catalogue and formats. */
export interface OutcomeWords {
  t: Translate;
  formats: DateFormats;
}

/** A rate with one decimal, as clinicians read migraine days per month ("3.6", "3,6"). */
export const formatRate = (value: number, formats: DateFormats): string => formats.number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A whole percentage with the space the app's texts use ("55 %"). */
export const formatPercent = (value: number): string => `${Math.round(value)} %`;

/** "3 March 2027" from "2027-03-03", in the reader's language. */
export const formatLongDate = (isoDate: string, formats: DateFormats): string => formats.longDate(calendarDay(isoDate));

/** "Mar 2027" from "2027-03" (the chart's and the table's month labels). */
export const formatMonth = (month: string, formats: DateFormats): string => formats.monthShortYear(calendarDay(`${month}-01`));
