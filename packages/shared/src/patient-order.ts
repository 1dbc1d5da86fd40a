import { attentionRank, attentionReasons, type TriageNumbers } from './patient-triage';

/**
 * The order and the search of the doctor's patient list (GET /api/doctors/patients). The server
 * sorts, filters, searches and pages the list with these, so a page shows the same patients in the same
 * order as sorting the whole list would.
 */

/** The row of the doctor's list that the order and the filters read (diary.ts, DoctorPatientSchema). */
export interface PatientTriageRow extends TriageNumbers {
  id: string;
  name: string | null;
  surname: string | null;
  email: string;
  phone_number?: string | null | undefined;
  headache_days_28?: number | null | undefined;
  days_with_entry_28?: number | null | undefined;
}

/** `attention`: who needs attention first (patient-triage.ts), the screen's default order. */
export const PATIENT_SORT_KEYS = [
  'attention',
  'name',
  'migraine_days_28',
  'migraine_days_trend',
  'acute_medication_days_28',
  'days_since_last_entry',
  'days_with_entry_28',
] as const;
export type PatientSortKey = (typeof PATIENT_SORT_KEYS)[number];
export const SORT_DIRECTIONS = ['ascending', 'descending'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export interface PatientSort {
  key: PatientSortKey;
  direction: SortDirection;
}

/** The direction of a column's first click: names A-Z and attention most urgent first, numbers most first. */
export const firstDirection = (key: PatientSortKey): SortDirection => (key === 'name' || key === 'attention' ? 'ascending' : 'descending');

/** The filters of the doctor's list; each narrows it, none set shows everyone. */
export const OVERUSE_FILTERS = ['at_risk_or_overuse', 'overuse', 'at_risk', 'none'] as const;
export const TREND_FILTERS = ['up', 'down', 'same'] as const;
export interface PatientFilters {
  /** Only patients with at least one reason for attention. */
  needs_attention?: boolean | undefined;
  overuse?: (typeof OVERUSE_FILTERS)[number] | undefined;
  trend?: (typeof TREND_FILTERS)[number] | undefined;
  min_migraine_days?: number | undefined;
  /** No entry for at least this many days (patients who never wrote included). */
  min_days_since_entry?: number | undefined;
  /** At most this many of the last 28 days recorded. */
  max_days_recorded?: number | undefined;
}
export const PATIENT_FILTER_NAMES = ['needs_attention', 'overuse', 'trend', 'min_migraine_days', 'min_days_since_entry', 'max_days_recorded'] as const;

/** Whether a patient passes every filter that is set. */
export function matchesPatientFilters(patient: PatientTriageRow, filters: PatientFilters): boolean {
  const { needs_attention, overuse, trend, min_migraine_days, min_days_since_entry, max_days_recorded } = filters;
  if (needs_attention && attentionReasons(patient).length === 0) return false;
  if (overuse) {
    const status = patient.overuse_status ?? 'none';
    if (overuse === 'at_risk_or_overuse' ? status === 'none' : status !== overuse) return false;
  }
  if (trend && patient.migraine_days_trend !== trend) return false;
  if (min_migraine_days !== undefined && (patient.migraine_days_28 ?? 0) < min_migraine_days) return false;
  if (min_days_since_entry !== undefined && patient.days_since_last_entry != null && patient.days_since_last_entry < min_days_since_entry) return false;
  if (max_days_recorded !== undefined && (patient.days_with_entry_28 ?? 0) > max_days_recorded) return false;
  return true;
}

/**
 * Patients per page of the doctor's list: a short table and a grid of cards that fills its one,
 * two or three columns. At clinic scale (hundreds of patients) the whole list was 16 kB
 * compressed and a thousand cards and rows to draw.
 */
export const PATIENT_PAGE_SIZE = 24;
/** The most patients one page may ask for. */
export const PATIENT_PAGE_MAX = 100;
/** The response header with the number of patients that match, before paging. */
export const PATIENT_TOTAL_HEADER = 'x-total-count';

/** What the screen shows of the list: a page (from 1), an order, a search and the filters. */
export interface PatientPageRequest {
  page: number;
  sort: PatientSort | null;
  search: string;
  filters?: PatientFilters;
}

/** The query of GET /api/doctors/patients for a page of the screen (the bench asks the same). */
export function patientPageQuery({ page, sort, search, filters = {} }: PatientPageRequest): string {
  const query: [string, string][] = [
    ['offset', String((page - 1) * PATIENT_PAGE_SIZE)],
    ['limit', String(PATIENT_PAGE_SIZE)],
  ];
  if (sort) query.push(['sort', sort.key], ['direction', sort.direction]);
  if (search.trim()) query.push(['search', search.trim()]);
  for (const name of PATIENT_FILTER_NAMES) {
    const value = filters[name];
    if (value !== undefined && value !== false) query.push([name, String(value)]);
  }
  return `?${query.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}

// Made on first use: the diary's schemas import this module, and a collator takes a moment to make.
let collator: Intl.Collator | undefined;
const compareNames = (a: string, b: string): number => (collator ??= new Intl.Collator('en', { sensitivity: 'base' })).compare(a, b);

const nameOf = (patient: PatientTriageRow): string => [patient.surname, patient.name].filter(Boolean).join(' ') || patient.email;

// Rising migraine days first when sorting descending: those are the patients to look at.
const TREND_RANK = { down: 0, same: 1, up: 2 } as const;

const sortValue = (patient: PatientTriageRow, key: Exclude<PatientSortKey, 'name'>): number | null => {
  switch (key) {
    case 'attention':
      return attentionRank(patient);
    case 'migraine_days_trend':
      return patient.migraine_days_trend ? TREND_RANK[patient.migraine_days_trend] : null;
    case 'days_since_last_entry':
      // Never written is the longest silence of all.
      return patient.days_since_last_entry ?? Number.MAX_SAFE_INTEGER;
    case 'migraine_days_28':
    case 'acute_medication_days_28':
    case 'days_with_entry_28':
      return patient[key] ?? null;
  }
};

/** Within one level of attention: more acute medication days, then more migraine days, first. */
const byUrgency = (a: PatientTriageRow, b: PatientTriageRow): number =>
  (b.acute_medication_days_28 ?? 0) - (a.acute_medication_days_28 ?? 0) || (b.migraine_days_28 ?? 0) - (a.migraine_days_28 ?? 0);

/**
 * The patients in the chosen order; patients without a number (no diary) come last in either
 * direction, and ties keep the name order so the list does not jump.
 */
export function sortPatients<Patient extends PatientTriageRow>(patients: readonly Patient[], sort: PatientSort | null): Patient[] {
  const byName = (a: Patient, b: Patient) => compareNames(nameOf(a), nameOf(b));
  if (!sort) return [...patients];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  if (sort.key === 'name') return [...patients].sort((a, b) => sign * byName(a, b));
  const key = sort.key;
  return [...patients].sort((a, b) => {
    const left = sortValue(a, key);
    const right = sortValue(b, key);
    if (left === null || right === null) return left === right ? byName(a, b) : left === null ? 1 : -1;
    return sign * (left - right) || (key === 'attention' ? sign * byUrgency(a, b) : 0) || byName(a, b);
  });
}

/** Lower case without accents, so "zoe" finds "Zoë" and "novak" finds "Nóvak". */
const folded = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** A search of digits and phone punctuation only, such as "+381 60 123" or "(060) 12". */
const PHONE_SEARCH = /^[\d\s()+\-./]+$/;

const isLetterOrDigit = (character: string | undefined): boolean => character !== undefined && /[\p{L}\p{N}]/u.test(character);

/** Whether `word` starts a word of `text`: "berg" is in "novak-berg", "07" is not in "x07k". */
const startsAWord = (text: string, word: string): boolean => {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (!isLetterOrDigit(text[at - 1])) return true;
  }
  return false;
};

/** What a search of a list of people looks in; the clinic's lists show usernames too. */
export type SearchablePerson = Pick<PatientTriageRow, 'name' | 'surname' | 'email' | 'phone_number'> & { username?: string | null };

/**
 * Whether a person matches what was typed: every word of it starts a word of the name, the
 * surname, the e-mail or the username (so "ana" finds Ana but not Diana); a search of digits is
 * looked for in the phone number's digits ("60 123" finds "+381 60 1234567"). An empty search
 * matches everyone.
 */
export function matchesPatientSearch(patient: SearchablePerson, search: string): boolean {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  if (PHONE_SEARCH.test(search)) return (patient.phone_number ?? '').replace(/\D/g, '').includes(search.replace(/\D/g, ''));
  const text = folded([patient.name, patient.surname, patient.email, patient.username].filter(Boolean).join(' '));
  return words.every((word) => startsAWord(text, word));
}
