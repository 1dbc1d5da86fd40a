import type { DiaryEntry, DiaryEntryInput } from '../diary';
import { diaryFieldNamesOfKind, type DiaryFieldNameOfKind } from '../diary-fields';
import { NO_HEADACHE_DETAILS } from '../diary-headache-details';

/** For tests only: the typed builders of a diary entry, so no test spells out its 25 fields by hand. */

/** The body of POST /api/diaries with real types (the schema's own input type accepts anything for its numbers). */
export type DiaryInputBody = Partial<Omit<DiaryEntry, 'id'>> & { input_date: string; sleep_hours: number; stress_level: number };

/** A plain day as a person would send it: the required fields only; the API fills the rest with its defaults. */
export const aDiaryInput = (overrides: Partial<DiaryInputBody> = {}): DiaryInputBody & DiaryEntryInput => ({
  input_date: '2025-05-12',
  sleep_hours: 7.5,
  stress_level: 3,
  ...overrides,
});

const NO_TEXT = Object.fromEntries(diaryFieldNamesOfKind('text').map((name) => [name, null])) as Record<DiaryFieldNameOfKind<'text'>, null>;

/** A stored entry as the API answers it: a day without headache, 7.5 hours of sleep, stress 3, nothing else filled. */
export const aDiaryEntry = (overrides: Partial<DiaryEntry> = {}): DiaryEntry => ({
  id: '00000000-0000-4000-8000-000000000001',
  input_date: '2025-05-12',
  headache: 'no',
  ...NO_HEADACHE_DETAILS,
  sleep_hours: 7.5,
  stress_level: 3,
  ...NO_TEXT,
  weather: null,
  ...overrides,
});
