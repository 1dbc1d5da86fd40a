import { describe, expect, it } from 'vitest';
import { englishT } from '../../i18n/english-for-tests';
import { defaultReportFileName, defaultReportPeriod, reportPeriodProblem as problemKey, reportQuery, type ReportPeriod } from './report-period';

const reportPeriodProblem = (period: ReportPeriod) => {
  const key = problemKey(period);
  return key === null ? null : englishT(key);
};

describe('report period', () => {
  it('is three calendar months up to today by default, never starting within a month (as the server has it)', () => {
    expect(defaultReportPeriod(new Date(2026, 10, 22, 15, 30))).toEqual({ from: '2026-09-01', to: '2026-11-22' });
    expect(defaultReportPeriod(new Date(2027, 0, 5))).toEqual({ from: '2026-11-01', to: '2027-01-05' });
  });

  it('refuses an empty or turned-round period', () => {
    expect(reportPeriodProblem({ from: '', to: '2026-11-22' })).toBe('Choose both dates.');
    expect(reportPeriodProblem({ from: '2026-11-23', to: '2026-11-22' })).toBe('The start must not be after the end.');
    expect(reportPeriodProblem({ from: '2026-08-22', to: '2026-11-22' })).toBeNull();
  });

  it("asks with from and to and saves under the server's file name", () => {
    expect(reportQuery({ from: '2026-08-22', to: '2026-11-22' })).toBe('from=2026-08-22&to=2026-11-22');
    expect(defaultReportFileName({ from: '2026-08-22', to: '2026-11-22' })).toBe('cephalo-report-2026-08-22-2026-11-22.pdf');
  });
});
