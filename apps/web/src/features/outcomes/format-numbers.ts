import { format, parseISO } from 'date-fns';

/** A rate with one decimal, as clinicians read migraine days per month ("3.6"). */
export const formatRate = (value: number): string => value.toFixed(1);

/** A whole percentage with the space the app's texts use ("55 %"). */
export const formatPercent = (value: number): string => `${Math.round(value)} %`;

/** "3 March 2027" from "2027-03-03". */
export const formatLongDate = (isoDate: string): string => format(parseISO(isoDate), 'd MMMM yyyy');

/** "Mar 2027" from "2027-03" (the chart's and the table's month labels). */
export const formatMonth = (month: string): string => format(parseISO(`${month}-01`), 'MMM yyyy');

/** "1 day" / "4 days". */
export const days = (count: number): string => `${count} ${count === 1 ? 'day' : 'days'}`;
