import { queryOptions, useQuery } from '@tanstack/react-query';
import { DiaryEntryListSchema, type DiaryEntry } from '@cephalo/shared/diary';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { browserTimeZone } from '../diary-dates';
import { diaryQueryKeys } from './diary-query-keys';

/** GET /api/diaries/user/: the signed-in patient's entries, newest first. */
export const getDiaryEntries = (signal?: AbortSignal): Promise<DiaryEntry[]> =>
  apiRequest('/diaries/user/', DiaryEntryListSchema, {
    headers: { 'x-time-zone': browserTimeZone() },
    ...(signal ? { signal } : {}),
  });

export const diaryEntriesQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: diaryQueryKeys.ownEntries(token),
    queryFn: ({ signal }) => getDiaryEntries(signal),
    enabled: token != null,
  });

export const useDiaryEntries = ({ isEnabled = true }: { isEnabled?: boolean } = {}) => {
  const { token } = useAuth();
  const options = diaryEntriesQueryOptions(token);
  return useQuery({ ...options, enabled: isEnabled && token != null });
};
