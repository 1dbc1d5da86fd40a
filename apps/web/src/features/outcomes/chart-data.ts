import type { MonthOutcome, PreventiveTreatment } from '@cephalo/shared/outcomes';
import { formatMonth, type OutcomeWords } from './format-numbers';
import type { MessageKey } from '../../i18n/i18n';

/**
 * A month with entries on fewer than this share of its days is drawn lighter and named under the
 * chart: its counts are of the days written down, never extrapolated (docs/decisions/013, "Gaps
 * are shown, not filled"). 80 % matches the coverage a treatment response needs.
 */
export const LOW_COVERAGE = 0.8;

export const SERIES = [
  { key: 'migraine_days', label: 'outcomes.migraineDays', color: '#b4450f' },
  { key: 'headache_days', label: 'outcomes.headacheDays', color: '#c98a00' },
  { key: 'acute_medication_days', label: 'outcomes.acuteMedicationDays', color: '#0a6aa1' },
] as const satisfies readonly { key: keyof MonthOutcome; label: MessageKey; color: string }[];

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

const coverageNote = (month: MonthOutcome, { t, formats }: OutcomeWords): string =>
  t(month.is_partial ? 'trends.coverageNoteSoFar' : 'trends.coverageNote', {
    month: formatMonth(month.month, formats),
    recorded: month.days_with_entry,
    count: month.days_counted,
  });

/** Consecutive months without entries as ranges ("Dec 2025 to Jul 2026", or one month alone). */
const emptyRanges = (months: readonly MonthOutcome[], { t, formats }: OutcomeWords): string[] => {
  const ranges: string[] = [];
  let start: string | null = null;
  let end: string | null = null;
  const close = () => {
    if (start && end)
      ranges.push(start === end ? formatMonth(start, formats) : t('trends.monthRange', { from: formatMonth(start, formats), to: formatMonth(end, formats) }));
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
export function toTrendsChartData(
  months: readonly MonthOutcome[],
  treatments: readonly Pick<PreventiveTreatment, 'name' | 'started_on'>[],
  words: OutcomeWords,
): TrendsChartData {
  const { t, formats } = words;
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
    labels: months.map(
      (month, index) =>
        `${month.is_partial ? t('trends.monthSoFar', { month: formatMonth(month.month, formats) }) : formatMonth(month.month, formats)}${isLowCoverage[index] ? ' *' : ''}`,
    ),
    series: SERIES.map(({ key, label, color }) => ({ label: t(label), color, values: months.map((month) => month[key]) })),
    isLowCoverage,
    markers: markers.sort((a, b) => a.index - b.index),
    coverageNotes: months.filter((_, index) => isLowCoverage[index]).map((month) => coverageNote(month, words)),
    emptyMonthRanges: emptyRanges(months, words),
  };
}

/** The chart's accessible name: what it shows and over which months. */
export const trendsChartLabel = (data: TrendsChartData, { t, formats }: OutcomeWords): string => {
  const first = data.months[0];
  const last = data.months.at(-1);
  return first && last ? t('trends.chartLabelRange', { from: formatMonth(first, formats), to: formatMonth(last, formats) }) : t('trends.chartLabel');
};
