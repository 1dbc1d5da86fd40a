import type { MonthOutcome, PreventiveTreatment } from '@cephalo/shared/outcomes';
import { formatMonth } from './format-numbers';

/**
 * A month with entries on fewer than this share of its days is drawn lighter and named under the
 * chart: its counts are of the days written down, never extrapolated (docs/decisions/013, "Gaps
 * are shown, not filled"). 80 % matches the coverage a treatment response needs.
 */
export const LOW_COVERAGE = 0.8;

export const SERIES = [
  { key: 'migraine_days', label: 'Migraine days', color: '#b4450f' },
  { key: 'headache_days', label: 'Headache days', color: '#c98a00' },
  { key: 'acute_medication_days', label: 'Acute medication days', color: '#0a6aa1' },
] as const satisfies readonly { key: keyof MonthOutcome; label: string; color: string }[];

export interface TreatmentMarker {
  /** Index of the month (bar group) the treatment started in. */
  index: number;
  label: string;
}

export interface TrendsChartData {
  months: string[];
  labels: string[];
  series: { label: string; color: string; values: number[] }[];
  isLowCoverage: boolean[];
  markers: TreatmentMarker[];
  /** "Sep 2026: 12 of 30 days recorded", for each month with gaps. */
  coverageNotes: string[];
  /** Runs of months without any entry, e.g. "Dec 2025 to Jul 2026": empty bars, said once. */
  emptyMonthRanges: string[];
}

const coverageNote = (month: MonthOutcome): string =>
  `${formatMonth(month.month)}: ${month.days_with_entry} of ${month.days_counted} days recorded${month.is_partial ? ' so far' : ''}`;

/** Consecutive months without entries as ranges ("Dec 2025 to Jul 2026", or one month alone). */
const emptyRanges = (months: readonly MonthOutcome[]): string[] => {
  const ranges: string[] = [];
  let start: string | null = null;
  let end: string | null = null;
  const close = () => {
    if (start && end) ranges.push(start === end ? formatMonth(start) : `${formatMonth(start)} to ${formatMonth(end)}`);
    start = null;
    end = null;
  };
  for (const month of months) {
    if (month.days_counted > 0 && month.days_with_entry === 0) {
      start ??= month.month;
      end = month.month;
    } else close();
  }
  close();
  return ranges;
};

/** Maps the monthly outcomes (oldest first) and the treatments to what the chart and its table show. */
export function toTrendsChartData(months: readonly MonthOutcome[], treatments: readonly Pick<PreventiveTreatment, 'name' | 'started_on'>[]): TrendsChartData {
  const monthKeys = months.map((month) => month.month);
  // A month without any entry is not "low": its bars are empty and it is named once as a range.
  const isLowCoverage = months.map((month) => month.days_with_entry > 0 && month.coverage < LOW_COVERAGE);
  const markers: TreatmentMarker[] = [];
  for (const treatment of treatments) {
    const index = monthKeys.indexOf(treatment.started_on.slice(0, 7));
    if (index === -1) continue;
    const existing = markers.find((marker) => marker.index === index);
    if (existing) existing.label = `${existing.label}, ${treatment.name}`;
    else markers.push({ index, label: treatment.name });
  }
  return {
    months: monthKeys,
    // The current month is counted up to today (outcome-windows.ts): its bar says so.
    labels: months.map((month, index) => `${formatMonth(month.month)}${month.is_partial ? ' (so far)' : ''}${isLowCoverage[index] ? ' *' : ''}`),
    series: SERIES.map(({ key, label, color }) => ({ label, color, values: months.map((month) => month[key]) })),
    isLowCoverage,
    markers: markers.sort((a, b) => a.index - b.index),
    coverageNotes: months.filter((_, index) => isLowCoverage[index]).map(coverageNote),
    emptyMonthRanges: emptyRanges(months),
  };
}

/** The chart's accessible name: what it shows and over which months. */
export const trendsChartLabel = (data: TrendsChartData): string => {
  const first = data.months[0];
  const last = data.months.at(-1);
  const range = first && last ? ` from ${formatMonth(first)} to ${formatMonth(last)}` : '';
  return `Bar chart of migraine days, headache days and acute medication days per month${range}. The same numbers are in the table below.`;
};
