import { queryOptions, useQuery } from '@tanstack/react-query';
import { DiaryEntryListSchema, type DiaryEntry } from '@cephalo/shared/diary';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { diaryQueryKeys, type DiaryDateRange } from '../../../lib/diary-query-keys';

/**
 * GET /api/diaries/user/: the signed-in patient's entries, newest first; with a range only the
 * entries from `from` to `to` (both included), so a screen reads what it shows, not the history.
 */
export const getDiaryEntries = (range?: DiaryDateRange, signal?: AbortSignal): Promise<DiaryEntry[]> =>
  apiRequest(range ? `/diaries/user/?${new URLSearchParams({ from: range.from, to: range.to }).toString()}` : '/diaries/user/', DiaryEntryListSchema, {
    signal,
  });

export const diaryEntriesQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: diaryQueryKeys.ownEntries(token),
    queryFn: ({ signal }) => getDiaryEntries(undefined, signal),
    enabled: token != null,
  });

/** Every entry: the diary form opens the entry of whichever date is chosen. */
export const useDiaryEntries = ({ isEnabled = true }: { isEnabled?: boolean } = {}) => {
  const { token } = useAuth();
  const options = diaryEntriesQueryOptions(token);
  return useQuery({ ...options, enabled: isEnabled && token != null });
};

export const diaryEntriesInRangeQueryOptions = (token: string | null, range: DiaryDateRange) =>
  queryOptions({
    queryKey: diaryQueryKeys.ownEntriesInRange(token, range),
    queryFn: ({ signal }) => getDiaryEntries(range, signal),
    enabled: token != null,
    // While the next month loads, the month before stays on the grid instead of an empty one,
    // but never another user's: the token is part of the key (spec section 4).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === token ? previous : undefined),
  });

/** The entries of the days a calendar month shows; asked again when the month changes. */
export const useDiaryEntriesInRange = ({ range, isEnabled = true }: { range: DiaryDateRange; isEnabled?: boolean }) => {
  const { token } = useAuth();
  const options = diaryEntriesInRangeQueryOptions(token, range);
  return useQuery({ ...options, enabled: isEnabled && token != null });
};
