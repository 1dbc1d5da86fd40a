import { queryOptions, useQuery } from '@tanstack/react-query';
import { DiaryEntryListSchema, type DiaryEntry } from '@cephalo/shared/diary';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { diaryQueryKeys } from '../../diary/api/diary-query-keys';
import { browserTimeZone } from '../../diary/diary-dates';

/** GET /api/diaries/user/{patientId}: a patient's entries, newest first (404 if not the doctor's patient). */
export const getPatientDiaryEntries = (patientId: string, signal?: AbortSignal): Promise<DiaryEntry[]> =>
  apiRequest(`/diaries/user/${encodeURIComponent(patientId)}`, DiaryEntryListSchema, {
    headers: { 'x-time-zone': browserTimeZone() },
    ...(signal ? { signal } : {}),
  });

export const patientDiaryEntriesQueryOptions = (token: string | null, patientId: string | null) =>
  queryOptions({
    queryKey: diaryQueryKeys.patientEntries(token, patientId ?? ''),
    queryFn: ({ signal }) => getPatientDiaryEntries(patientId ?? '', signal),
    enabled: token != null && patientId != null,
  });

export const usePatientDiaryEntries = (patientId: string | null) => {
  const { token } = useAuth();
  return useQuery(patientDiaryEntriesQueryOptions(token, patientId));
};
