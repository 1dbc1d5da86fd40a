/**
 * The order and the search of the doctor's patient list (GET /api/doctors/patients). The server
 * sorts, searches and pages the list with these, so a page shows the same patients in the same
 * order as sorting the whole list would.
 */

/** The last-30-day numbers the doctor's list shows per patient. */
export interface PatientThirtyDays {
  id: string;
  name: string | null;
  surname: string | null;
  email: string;
  phone_number?: string | null | undefined;
  migraine_days_30?: number | null | undefined;
  headache_days_30?: number | null | undefined;
  acute_medication_days_30?: number | null | undefined;
  days_with_entry_30?: number | null | undefined;
  overuse_status?: 'none' | 'at_risk' | 'overuse' | null | undefined;
  migraine_days_trend?: 'up' | 'down' | 'same' | null | undefined;
}

export const PATIENT_SORT_KEYS = ['name', 'migraine_days_30', 'acute_medication_days_30', 'migraine_days_trend'] as const;
export type PatientSortKey = (typeof PATIENT_SORT_KEYS)[number];
export const SORT_DIRECTIONS = ['ascending', 'descending'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export interface PatientSort {
  key: PatientSortKey;
  direction: SortDirection;
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

/** What the screen shows of the list: a page (from 1), an order and a search. */
export interface PatientPageRequest {
  page: number;
  sort: PatientSort | null;
  search: string;
}

/** The query of GET /api/doctors/patients for a page of the screen (the bench asks the same). */
export function patientPageQuery({ page, sort, search }: PatientPageRequest): string {
  const query: [string, string][] = [
    ['offset', String((page - 1) * PATIENT_PAGE_SIZE)],
    ['limit', String(PATIENT_PAGE_SIZE)],
  ];
  if (sort) query.push(['sort', sort.key], ['direction', sort.direction]);
  if (search.trim()) query.push(['search', search.trim()]);
  return `?${query.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}

// Made on first use: the diary's schemas import this module, and a collator takes a moment to make.
let collator: Intl.Collator | undefined;
const compareNames = (a: string, b: string): number => (collator ??= new Intl.Collator('en', { sensitivity: 'base' })).compare(a, b);

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
  const byName = (a: Patient, b: Patient) => compareNames(nameOf(a), nameOf(b));
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
export type SearchablePerson = Pick<PatientThirtyDays, 'name' | 'surname' | 'email' | 'phone_number'> & { username?: string | null };

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
