import { LRUCache } from 'lru-cache';
import type { DoctorPatient, DoctorPatientListQuery } from '@cephalo/shared/diary';
import {
  PATIENT_FILTER_NAMES,
  firstDirection,
  matchesPatientFilters,
  matchesPatientSearch,
  sortPatients,
  type PatientFilters,
  type PatientSort,
} from '@cephalo/shared/patient-order';

interface Cut {
  page: DoctorPatient[];
  total: number;
}

/**
 * The cuts already made of a list: its orders, and its pages by order, search, filters, offset
 * and limit. A list is one kept read of the read cache: when a change drops it, the next read is a
 * new array with nothing cut, so a cut is never older than its list. The same page object each
 * time also lets the serializer reuse its text (http/precompiled-serializer.ts). Filtered pages
 * are kept too (issue 35, point 7: the triage filters cost each request 500 patients' reasons and
 * a new text): the choices are the doctor's, so each list keeps only its most recent cuts.
 */
const cutsOfList = new WeakMap<DoctorPatient[], LRUCache<string, Cut>>();
const MAX_CUTS_PER_LIST = 64;

function kept(patients: DoctorPatient[], key: string, cut: () => Cut): Cut {
  let cuts = cutsOfList.get(patients);
  if (!cuts) cutsOfList.set(patients, (cuts = new LRUCache({ max: MAX_CUTS_PER_LIST })));
  let value = cuts.get(key);
  if (!value) cuts.set(key, (value = cut()));
  return value;
}

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
  const filters: PatientFilters = filterValues;
  const hasFilters = Object.values(filters).some((value) => value !== undefined && value !== false);
  const pageKey = JSON.stringify([orderKey, search || null, ...PATIENT_FILTER_NAMES.map((name) => filters[name] ?? null), offset, limit ?? null]);
  return kept(patients, pageKey, () => {
    const sorted = order ? kept(patients, `order:${orderKey}`, () => ({ page: sortPatients(patients, order), total: patients.length })).page : patients;
    const matching =
      search || hasFilters ? sorted.filter((patient) => matchesPatientFilters(patient, filters) && (!search || matchesPatientSearch(patient, search))) : sorted;
    return { page: slice(matching, offset, limit), total: matching.length };
  });
}
