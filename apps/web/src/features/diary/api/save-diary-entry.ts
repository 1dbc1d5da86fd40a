import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DiaryEntrySchema, type DiaryEntry, type DiaryEntryInput } from '@cephalo/shared/diary';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { getAuthState } from '../../../lib/auth-storage';
import { isUnreachable, queueEntry } from '../../../lib/offline-queue';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { diaryQueryKeys } from '../../../lib/diary-query-keys';
import { compareDayKeys } from '../../../lib/compare-day-keys';
import { t } from '../../../i18n/i18n';

/**
 * POST /api/diaries. One entry per patient and date: posting a date that has an entry updates
 * it (200), a new date creates one (201); the answer is the stored entry either way.
 */
export const saveDiaryEntry = (input: DiaryEntryInput): Promise<DiaryEntry> =>
  apiRequest('/diaries', DiaryEntrySchema, { method: 'POST', body: { json: input } });

/** The list with `entry` in place of the one of its date, newest date first as the API answers. */
export const upsertByDate = (entries: DiaryEntry[], entry: DiaryEntry): DiaryEntry[] =>
  [...entries.filter((existing) => existing.input_date !== entry.input_date), entry].sort((a, b) => compareDayKeys(b.input_date, a.input_date));

/** Whether a range key (diaryQueryKeys.ownEntriesInRange) covers `date`. */
const isDateInRangeKey = (queryKey: readonly unknown[], date: string): boolean => {
  const [from, to] = queryKey.slice(-2);
  return typeof from === 'string' && typeof to === 'string' && from <= date && date <= to;
};

/** The plan does not include the diary (Free, Basic): the screen shows the locked message instead. */
export const isDiaryLockedError = (error: unknown): boolean => isApiError(error) && error.status === 403;

export const saveDiaryErrorMessage = (error: unknown): string => serverErrorMessage(error, t('diary.saveFailed'));

/**
 * Puts an entry the server answered with into every cached list of the patient's entries, so the
 * calendar shows it at once, and makes everything read from the diary (every month, the doctor's
 * cards, the forecast) ask again. Used by the form and by the quick attack record.
 */
export const useRememberSavedEntry = () => {
  const queryClient = useQueryClient();
  return (entry: DiaryEntry) => {
    const { token } = getAuthState();
    const upsert = (entries: DiaryEntry[] | undefined) => (entries ? upsertByDate(entries, entry) : entries);
    queryClient.setQueryData(diaryQueryKeys.ownEntries(token), upsert);
    queryClient.setQueriesData<DiaryEntry[]>(
      { queryKey: diaryQueryKeys.ownRanges(token), predicate: (query) => isDateInRangeKey(query.queryKey, entry.input_date) },
      upsert,
    );
    void queryClient.invalidateQueries({ queryKey: diaryQueryKeys.all });
  };
};

/** Saved in the diary, or kept on this device to be sent when the connection returns (decision 026). */
export type SavedEntry = { entry: DiaryEntry } | { waiting: DiaryEntryInput };

/** Sends the entry; without a connection it is kept on the device (lib/offline-queue.ts). A refusal of the server stays an error. */
const saveOrKeep = async (input: DiaryEntryInput): Promise<SavedEntry> => {
  try {
    return { entry: await saveDiaryEntry(input) };
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    queueEntry(input);
    return { waiting: input };
  }
};

export const useSaveDiaryEntry = ({ onSuccess }: { onSuccess: (saved: SavedEntry) => void }) => {
  const rememberSavedEntry = useRememberSavedEntry();
  return useMutation({
    mutationFn: saveOrKeep,
    // Tried even when the browser says it is offline: without a connection the entry is kept at once.
    networkMode: 'always',
    onSuccess: (saved) => {
      if ('entry' in saved) rememberSavedEntry(saved.entry);
      onSuccess(saved);
    },
  });
};
