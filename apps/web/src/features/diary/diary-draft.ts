import { DEVICE_HEALTH_DATA_PREFIX } from '../../lib/device-health-data';
import type { DiaryFormInput } from './diary-form-values';

/**
 * What was typed in the diary form survives closing the app (issue 34): a draft per user and
 * date in this browser's storage, under the health-data prefix that logout empties. Saving the
 * entry removes it. Storage that is full or blocked keeps no draft; the form works on.
 */
const draftKey = (userId: string, date: string) => `${DEVICE_HEALTH_DATA_PREFIX}diary-draft:${userId}:${date}`;

export function readDiaryDraft(userId: string, date: string): Partial<DiaryFormInput> | null {
  try {
    const stored = window.localStorage.getItem(draftKey(userId, date));
    if (stored === null) return null;
    const draft: unknown = JSON.parse(stored);
    return typeof draft === 'object' && draft !== null && !Array.isArray(draft) ? (draft as Partial<DiaryFormInput>) : null;
  } catch {
    return null;
  }
}

export function saveDiaryDraft(userId: string, values: DiaryFormInput): void {
  try {
    window.localStorage.setItem(draftKey(userId, values.input_date), JSON.stringify(values));
  } catch {
    // No room or no storage: the draft is a convenience.
  }
}

export function removeDiaryDraft(userId: string, date: string): void {
  try {
    window.localStorage.removeItem(draftKey(userId, date));
  } catch {
    // Nothing stored.
  }
}

/** `start` (the date's entry or the empty form) with the date's draft over it, when there is one. */
export function withDiaryDraft(userId: string | null, start: DiaryFormInput): { values: DiaryFormInput; hasDraft: boolean } {
  const draft = userId === null ? null : readDiaryDraft(userId, start.input_date);
  return draft ? { values: { ...start, ...draft, input_date: start.input_date }, hasDraft: true } : { values: start, hasDraft: false };
}
