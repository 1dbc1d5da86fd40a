import { firstDirection, type PatientFilters, type PatientSort, type PatientSortKey, type PatientTriageRow } from '@cephalo/shared/patient-order';
import { PREVIOUS_WINDOW_LABEL } from '@cephalo/shared/outcome-windows';

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

export const trendText = (trend: PatientTriageRow['migraine_days_trend']): string =>
  trend === 'up'
    ? `More migraine days than ${PREVIOUS_WINDOW_LABEL}`
    : trend === 'down'
      ? `Fewer migraine days than ${PREVIOUS_WINDOW_LABEL}`
      : trend === 'same'
        ? `As many migraine days as ${PREVIOUS_WINDOW_LABEL}`
        : 'No trend yet (under 80 % of the days recorded)';

/** "Today", "Yesterday", "12 days ago" or "Never". */
export const lastEntryText = (daysSince: number | null | undefined): string =>
  daysSince == null ? 'Never' : daysSince === 0 ? 'Today' : daysSince === 1 ? 'Yesterday' : `${daysSince} days ago`;
