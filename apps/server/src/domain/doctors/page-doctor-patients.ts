import type { DoctorPatient, DoctorPatientListQuery } from '@cephalo/shared/diary';
import {
  firstDirection,
  matchesPatientFilters,
  matchesPatientSearch,
  sortPatients,
  type PatientFilters,
  type PatientSort,
} from '@cephalo/shared/patient-order';

/**
 * The orders and pages already cut from a list, by sort, offset and limit. A list is one kept
 * read of the read cache: when a change drops it, the next read is a new array with nothing cut.
 * The same page object each time also lets the serializer reuse its text
 * (http/precompiled-serializer.ts). Searches and filters are not kept: their choices are the doctor's.
 */
const cutsOfList = new WeakMap<DoctorPatient[], Map<string, DoctorPatient[]>>();

const kept = (patients: DoctorPatient[], key: string, cut: () => DoctorPatient[]): DoctorPatient[] => {
  let cuts = cutsOfList.get(patients);
  if (!cuts) {
    cuts = new Map();
    cutsOfList.set(patients, cuts);
  }
  let value = cuts.get(key);
  if (!value) {
    value = cut();
    cuts.set(key, value);
  }
  return value;
};

const slice = (patients: DoctorPatient[], offset: number, limit: number | undefined): DoctorPatient[] =>
  offset === 0 && (limit === undefined || limit >= patients.length) ? patients : patients.slice(offset, limit === undefined ? undefined : offset + limit);

/**
 * One page of the doctor's list: the patients matching `search` and the filters, in the chosen
 * order (the list's own, by surname, without `sort`), from `offset`, at most `limit`; and how
 * many match in all. Without any of these it is the whole list.
 */
export function pageDoctorPatients(
  patients: DoctorPatient[],
  { offset = 0, limit, sort, direction, search, ...filterValues }: DoctorPatientListQuery,
): { page: DoctorPatient[]; total: number } {
  // Without a direction, the one of a column header's first click: names A-Z, most urgent first, numbers most first.
  const order: PatientSort | null = sort ? { key: sort, direction: direction ?? firstDirection(sort) } : null;
  const orderKey = order ? `${order.key}:${order.direction}` : 'surname';
  const sorted = order ? kept(patients, orderKey, () => sortPatients(patients, order)) : patients;
  const filters: PatientFilters = filterValues;
  const hasFilters = Object.values(filters).some((value) => value !== undefined && value !== false);
  if (search || hasFilters) {
    const matching = sorted.filter((patient) => matchesPatientFilters(patient, filters) && (!search || matchesPatientSearch(patient, search)));
    return { page: slice(matching, offset, limit), total: matching.length };
  }
  return { page: kept(patients, `${orderKey}:${offset}:${limit ?? 'all'}`, () => slice(sorted, offset, limit)), total: sorted.length };
}
