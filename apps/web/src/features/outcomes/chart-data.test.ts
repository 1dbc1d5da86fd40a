import { describe, expect, it } from 'vitest';
import type { MonthOutcome } from '@cephalo/shared/outcomes';
import { ENGLISH_FORMATS, englishT } from '../../i18n/english-for-tests';
import { toTrendsChartData as toDataIn, trendsChartLabel as labelIn, type TrendsChartData } from './chart-data';

const ENGLISH = { t: englishT, formats: ENGLISH_FORMATS };
const toTrendsChartData = (...args: [Parameters<typeof toDataIn>[0], Parameters<typeof toDataIn>[1]]) => toDataIn(...args, ENGLISH);
const trendsChartLabel = (data: TrendsChartData) => labelIn(data, ENGLISH);

const month = (key: string, overrides: Partial<MonthOutcome> = {}): MonthOutcome => ({
  month: key,
  days_in_month: 30,
  is_partial: false,
  headache_days: 0,
  migraine_days: 0,
  acute_medication_days: 0,
  unclassified_medication_days: 0,
  acute_medication_days_by_class: { simple_analgesic: 0, triptan: 0, ergot: 0, opioid: 0, combination_analgesic: 0, gepant: 0 },
  days_with_entry: 30,
  days_counted: 30,
  coverage: 1,
  overuse: { status: 'none', classes: [] },
  ...overrides,
});

describe('trends chart data', () => {
  const months = [
    month('2026-09', { migraine_days: 6, headache_days: 9, acute_medication_days: 7 }),
    month('2026-10', {
      migraine_days: 3,
      headache_days: 5,
      acute_medication_days: 4,
      days_in_month: 31,
      days_counted: 31,
      days_with_entry: 12,
      coverage: 12 / 31,
    }),
    month('2026-11', {
      migraine_days: 1,
      headache_days: 2,
      acute_medication_days: 1,
      is_partial: true,
      days_counted: 22,
      days_with_entry: 20,
      coverage: 20 / 22,
    }),
  ];

  it('gives one value per month and series, in the chart order', () => {
    const data = toTrendsChartData(months, []);
    expect(data.series.map((series) => [series.label, series.values])).toEqual([
      ['Migraine days', [6, 3, 1]],
      ['Headache days', [9, 5, 2]],
      ['Acute medication days', [7, 4, 1]],
    ]);
    expect(data.months).toEqual(['2026-09', '2026-10', '2026-11']);
  });

  it('flags months under 80 % coverage in the label and a note, never the full or nearly full ones', () => {
    const data = toTrendsChartData(months, []);
    expect(data.isLowCoverage).toEqual([false, true, false]);
    expect(data.labels).toEqual(['Sep 2026', 'Oct 2026 *', 'Nov 2026 (so far)']);
    expect(data.coverageNotes).toEqual(['Oct 2026: 12 of 31 days recorded']);
    const partialGap = toTrendsChartData([month('2026-11', { is_partial: true, days_counted: 22, days_with_entry: 5, coverage: 5 / 22 })], []);
    expect(partialGap.coverageNotes).toEqual(['Nov 2026: 5 of 22 days recorded so far']);
    expect(partialGap.labels).toEqual(['Nov 2026 (so far) *']);
  });

  it('names runs of months without entries once, instead of flagging each as a gap', () => {
    const empty = (key: string) => month(key, { days_with_entry: 0, coverage: 0 });
    const data = toTrendsChartData([empty('2026-05'), empty('2026-06'), empty('2026-07'), ...months, empty('2026-12')], []);
    expect(data.emptyMonthRanges).toEqual(['May 2026 to Jul 2026', 'Dec 2026']);
    expect(data.isLowCoverage).toEqual([false, false, false, false, true, false, false]);
    expect(data.coverageNotes).toEqual(['Oct 2026: 12 of 31 days recorded']);
  });

  it('marks treatment starts in their month, joins two in one month, skips those outside the chart', () => {
    const data = toTrendsChartData(months, [
      { name: 'Propranolol', started_on: '2026-10-15' },
      { name: 'Magnesium', started_on: '2026-10-02' },
      { name: 'Topiramate', started_on: '2025-01-10' },
      { name: 'Erenumab', started_on: '2026-09-01' },
    ]);
    expect(data.markers).toEqual([
      { index: 0, label: 'Erenumab' },
      { index: 1, label: 'Propranolol, Magnesium' },
    ]);
  });

  it('names the chart with its months', () => {
    expect(trendsChartLabel(toTrendsChartData(months, []))).toBe(
      'Bar chart of migraine days, headache days and acute medication days per month from Sep 2026 to Nov 2026. The same numbers are in the table below.',
    );
  });
});
