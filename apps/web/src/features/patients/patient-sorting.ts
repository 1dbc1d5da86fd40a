import type { PatientSort, PatientSortKey, PatientThirtyDays } from '@cephalo/shared/patient-order';

export type { PatientSort, PatientSortKey, PatientThirtyDays };

/**
 * The order after a click on a column header: a new column starts with the most telling order
 * (most days first; names A-Z), a second click turns it round.
 */
export function nextSort(current: PatientSort | null, key: PatientSortKey): PatientSort {
  if (current?.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: key === 'name' ? 'ascending' : 'descending' };
}

export const trendText = (trend: PatientThirtyDays['migraine_days_trend']): string =>
  trend === 'up'
    ? 'More migraine days than the 30 days before'
    : trend === 'down'
      ? 'Fewer migraine days than the 30 days before'
      : trend === 'same'
        ? 'As many migraine days as the 30 days before'
        : 'No trend yet';
