/** The last-30-day numbers the doctor's list shows per patient (GET /api/doctors/patients). */
export interface PatientThirtyDays {
  id: string;
  name: string | null;
  surname: string | null;
  email: string;
  migraine_days_30?: number | null | undefined;
  headache_days_30?: number | null | undefined;
  acute_medication_days_30?: number | null | undefined;
  days_with_entry_30?: number | null | undefined;
  overuse_status?: 'none' | 'at_risk' | 'overuse' | null | undefined;
  migraine_days_trend?: 'up' | 'down' | 'same' | null | undefined;
}

export type PatientSortKey = 'name' | 'migraine_days_30' | 'acute_medication_days_30' | 'migraine_days_trend';
export type SortDirection = 'ascending' | 'descending';
export interface PatientSort {
  key: PatientSortKey;
  direction: SortDirection;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

const nameOf = (patient: PatientThirtyDays): string => [patient.surname, patient.name].filter(Boolean).join(' ') || patient.email;

// Rising migraine days first when sorting descending: those are the patients to look at.
const TREND_RANK = { down: 0, same: 1, up: 2 } as const;

const sortValue = (patient: PatientThirtyDays, key: Exclude<PatientSortKey, 'name'>): number | null => {
  if (key === 'migraine_days_trend') return patient.migraine_days_trend ? TREND_RANK[patient.migraine_days_trend] : null;
  return patient[key] ?? null;
};

/**
 * The patients in the chosen order; patients without a number (no diary) come last in either
 * direction, and ties keep the name order so the list does not jump.
 */
export function sortPatients<Patient extends PatientThirtyDays>(patients: readonly Patient[], sort: PatientSort | null): Patient[] {
  const byName = (a: Patient, b: Patient) => collator.compare(nameOf(a), nameOf(b));
  if (!sort) return [...patients];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  if (sort.key === 'name') return [...patients].sort((a, b) => sign * byName(a, b));
  const key = sort.key;
  return [...patients].sort((a, b) => {
    const left = sortValue(a, key);
    const right = sortValue(b, key);
    if (left === null || right === null) return left === right ? byName(a, b) : left === null ? 1 : -1;
    return sign * (left - right) || byName(a, b);
  });
}

/**
 * The order after a click on a column header: a new column starts with the most telling order
 * (most days first; names A-Z), a second click turns it round.
 */
export function nextSort(current: PatientSort | null, key: PatientSortKey): PatientSort {
  if (current?.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: key === 'name' ? 'ascending' : 'descending' };
}

export const trendText = (trend: PatientThirtyDays['migraine_days_trend']): string =>
  trend === 'up' ? 'More migraine days than the 30 days before'
  : trend === 'down' ? 'Fewer migraine days than the 30 days before'
  : trend === 'same' ? 'As many migraine days as the 30 days before'
  : 'No trend yet';
