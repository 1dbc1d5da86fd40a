import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { MidasScoreSchema, type MidasScore } from '@cephalo/shared/outcomes';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { subjectPath, type OutcomesSubject } from '../outcomes-subject';
import { outcomesQueryKeys } from './outcomes-query-keys';
import { compareDayKeys } from '../../../lib/compare-day-keys';

const MidasScoreListSchema = z.array(MidasScoreSchema);

/** GET /api/midas or /api/doctors/patients/{id}/midas: the MIDAS scores with their dates. */
export const getMidasScores = (subject: OutcomesSubject, signal?: AbortSignal): Promise<MidasScore[]> =>
  apiRequest(subjectPath(subject, '/midas'), MidasScoreListSchema, signal ? { signal } : {});

export const midasScoresQueryOptions = (token: string | null, subject: OutcomesSubject) =>
  queryOptions({
    queryKey: outcomesQueryKeys.midas(token, subject),
    queryFn: ({ signal }) => getMidasScores(subject, signal),
    enabled: token != null,
    // Newest first, whatever order the server sends.
    select: (scores) => [...scores].sort((a, b) => compareDayKeys(b.answered_on, a.answered_on)),
  });

export const useMidasScores = (subject: OutcomesSubject) => {
  const { token } = useAuth();
  return useQuery(midasScoresQueryOptions(token, subject));
};
