import { REPORT_MAX_MONTHS, type ReportQuery } from '@cephalo/shared/outcomes';
import { defaultReportPeriod } from '@cephalo/shared/outcome-windows';
import { BadRequestError } from '../../errors/http-errors';

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/**
 * The period of a report. Defaults: `to` is today, `from` the first day of the month two months
 * before `to`, so the report shows three calendar months (the last one up to `to`). A report
 * spans at most 13 calendar months (a year and the month to compare it with) and ends no later
 * than today: 400 with a detail otherwise.
 */
export function resolveReportPeriod(query: ReportQuery, today: string): { from: string; to: string } {
  const to = query.to ?? today;
  const from = query.from ?? defaultReportPeriod(to).from;
  if (to > today) throw new BadRequestError(`to must not be after today (${today})`);
  if (from > to) throw new BadRequestError('from must not be after to');
  if (monthIndex(to) - monthIndex(from) + 1 > REPORT_MAX_MONTHS) throw new BadRequestError(`A report spans at most ${REPORT_MAX_MONTHS} calendar months`);
  return { from, to };
}
