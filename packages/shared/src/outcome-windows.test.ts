import { describe, expect, it } from 'vitest';
import { daysSinceLastEntry, defaultReportPeriod, monthsOfPeriod, previousWindow, RECENT_WINDOW_LABEL, recentWindow } from './outcome-windows';

describe('the time windows of the clinical numbers', () => {
  it('takes the 28 days up to today, today included, and the 28 before them', () => {
    expect(RECENT_WINDOW_LABEL).toBe('Last 28 days');
    expect(recentWindow('2026-11-28')).toEqual({ from: '2026-11-01', to: '2026-11-28' });
    expect(previousWindow('2026-11-28')).toEqual({ from: '2026-10-04', to: '2026-10-31' });
    expect(recentWindow('2024-03-10')).toEqual({ from: '2024-02-12', to: '2024-03-10' });
  });

  it('gives the report three calendar months by default, never starting within a month', () => {
    expect(defaultReportPeriod('2026-11-28')).toEqual({ from: '2026-09-01', to: '2026-11-28' });
    expect(defaultReportPeriod('2027-01-05')).toEqual({ from: '2026-11-01', to: '2027-01-05' });
  });

  it('cuts a period into calendar months and marks the ones it covers only in part', () => {
    expect(monthsOfPeriod({ from: '2026-08-28', to: '2026-10-31' })).toEqual([
      { month: '2026-08', from: '2026-08-28', to: '2026-08-31', days_in_month: 31, is_partial: true },
      { month: '2026-09', from: '2026-09-01', to: '2026-09-30', days_in_month: 30, is_partial: false },
      { month: '2026-10', from: '2026-10-01', to: '2026-10-31', days_in_month: 31, is_partial: false },
    ]);
    expect(monthsOfPeriod(defaultReportPeriod('2026-11-28')).map((month) => month.is_partial)).toEqual([false, false, true]);
  });

  it('counts the days since the last entry', () => {
    expect(daysSinceLastEntry('2026-11-28', '2026-11-28')).toBe(0);
    expect(daysSinceLastEntry('2026-11-14', '2026-11-28')).toBe(14);
    expect(daysSinceLastEntry(null, '2026-11-28')).toBeNull();
  });
});
