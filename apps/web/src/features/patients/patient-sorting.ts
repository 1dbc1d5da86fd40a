import { firstDirection, type PatientFilters, type PatientSort, type PatientSortKey, type PatientTriageRow } from '@cephalo/shared/patient-order';
import { RECENT_WINDOW_DAYS } from '@cephalo/shared/outcome-windows';
import type { Translate } from '../../i18n/use-t';

export type { PatientFilters, PatientSort, PatientSortKey, PatientTriageRow };

/** The screen's first order: who needs attention first (patient-triage.ts). */
export const ATTENTION_FIRST: PatientSort = { key: 'attention', direction: 'ascending' };

/**
 * The order after a click on a column header: a new column starts with the most telling order
 * (most urgent first; most days first; names A-Z), a second click turns it round.
 */
export function nextSort(current: PatientSort | null, key: PatientSortKey): PatientSort {
  if (current?.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: firstDirection(key) };
}

/** The migraine trend in words ("More migraine days than the 28 days before"), in the interface language. */
export const trendText = (trend: PatientTriageRow['migraine_days_trend'], t: Translate): string =>
  trend === 'up'
    ? t('patients.trend.up', { days: RECENT_WINDOW_DAYS })
    : trend === 'down'
      ? t('patients.trend.down', { days: RECENT_WINDOW_DAYS })
      : trend === 'same'
        ? t('patients.trend.same', { days: RECENT_WINDOW_DAYS })
        : t('patients.trend.none');

/** "Today", "Yesterday", "12 days ago" or "Never". */
export const lastEntryText = (daysSince: number | null | undefined, t: Translate): string =>
  daysSince == null ? t('patients.lastEntry.never') : t('patients.lastEntry.daysAgo', { count: daysSince });
