import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DiaryEntryListSchema, type DiaryEntry } from '@cephalo/shared/diary';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { diaryQueryKeys } from '../../../lib/diary-query-keys';

/** Entries per page of the doctor's view: about a month of daily entries. */
export const PATIENT_DIARY_PAGE_SIZE = 30;

/**
 * GET /api/diaries/user/{patientId}?limit=&before=: one page of a patient's entries, newest
 * first, the ones dated before `before` (404 if not the doctor's patient).
 */
export const getPatientDiaryEntries = (
  patientId: string,
  { limit, before }: { limit: number; before: string | null },
  signal?: AbortSignal,
): Promise<DiaryEntry[]> => {
  const query = new URLSearchParams({ limit: String(limit), ...(before ? { before } : {}) });
  return apiRequest(`/diaries/user/${encodeURIComponent(patientId)}?${query.toString()}`, DiaryEntryListSchema, { signal });
};

/** A full page may have more behind it; the next one starts below its oldest date. */
export const nextPageBefore = (lastPage: DiaryEntry[]): string | null =>
  lastPage.length < PATIENT_DIARY_PAGE_SIZE ? null : (lastPage.at(-1)?.input_date ?? null);

export const patientDiaryEntriesQueryOptions = (token: string | null, patientId: string | null) =>
  infiniteQueryOptions({
    queryKey: diaryQueryKeys.patientEntries(token, patientId ?? ''),
    queryFn: ({ pageParam, signal }) => getPatientDiaryEntries(patientId ?? '', { limit: PATIENT_DIARY_PAGE_SIZE, before: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextPageBefore,
    enabled: token != null && patientId != null,
  });

/** The pages of a patient's diary the doctor has opened so far, newest first. */
export const usePatientDiaryEntries = (patientId: string | null) => {
  const { token } = useAuth();
  return useInfiniteQuery(patientDiaryEntriesQueryOptions(token, patientId));
};
