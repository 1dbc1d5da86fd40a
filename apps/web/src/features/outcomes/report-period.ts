import { lightFormat, parseISO } from 'date-fns';
import { defaultReportPeriod as defaultPeriodEnding } from '@cephalo/shared/outcome-windows';
import type { MessageKey } from '../../i18n/i18n';

export interface ReportPeriod {
  from: string;
  to: string;
}

/**
 * The report's default period, the server's too (outcome-windows.ts): three calendar months, from
 * the first day of the month two months back up to today (local dates), so it never starts with
 * a few days of a month.
 */
export const defaultReportPeriod = (today: Date): ReportPeriod => defaultPeriodEnding(lightFormat(today, 'yyyy-MM-dd'));

/** Why a chosen period cannot be asked for (the key of its words), or null when it can. */
export function reportPeriodProblem({ from, to }: ReportPeriod): MessageKey | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return 'report.chooseDates';
  if (from > to) return 'report.startAfterEnd';
  if (Number.isNaN(parseISO(from).getTime()) || Number.isNaN(parseISO(to).getTime())) return 'report.chooseDates';
  return null;
}

/** The query string of the report request. */
export const reportQuery = ({ from, to }: ReportPeriod): string => new URLSearchParams({ from, to }).toString();

/** The file name the server suggests (Content-Disposition), or one made from the period. */
/** The report's file name when the server suggests none. */
export const defaultReportFileName = ({ from, to }: ReportPeriod): string => `cephalo-report-${from}-${to}.pdf`;
