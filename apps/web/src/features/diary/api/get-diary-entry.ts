import { queryOptions, useQuery } from '@tanstack/react-query';
import { DiaryEntrySchema, type DiaryEntry } from '@cephalo/shared/diary';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { diaryQueryKeys } from '../../../lib/diary-query-keys';

/** GET /api/diaries/{id}/user/: one of the patient's own entries (404 when it is not theirs). */
export const getDiaryEntry = (id: string, signal?: AbortSignal): Promise<DiaryEntry> =>
  apiRequest(`/diaries/${encodeURIComponent(id)}/user/`, DiaryEntrySchema, { signal });

export const diaryEntryQueryOptions = (token: string | null, id: string | null) =>
  queryOptions({
    queryKey: diaryQueryKeys.ownEntry(token, id ?? ''),
    queryFn: ({ signal }) => getDiaryEntry(id ?? '', signal),
    enabled: token != null && id != null,
  });

/** The entry the calendar modal shows; nothing is fetched until an entry is chosen. */
export const useDiaryEntry = (id: string | null) => {
  const { token } = useAuth();
  return useQuery(diaryEntryQueryOptions(token, id));
};
