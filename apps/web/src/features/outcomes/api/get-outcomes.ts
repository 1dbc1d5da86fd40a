import { queryOptions, useQuery } from '@tanstack/react-query';
import { TREND_MONTHS } from '@cephalo/shared/outcome-windows';
import { OutcomesResponseSchema, type OutcomesResponse } from '@cephalo/shared/outcomes';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { subjectPath, type OutcomesSubject } from '../outcomes-subject';
import { outcomesQueryKeys } from './outcomes-query-keys';

/** The trends view shows a year of calendar months (outcome-windows.ts). */
export { TREND_MONTHS };

/**
 * GET /api/outcomes?months=N (the patient's own) or /api/doctors/patients/{id}/outcomes?months=N:
 * the monthly counts oldest first, the last 28 days, the treatments with their response and the
 * latest MIDAS score.
 */
export const getOutcomes = (subject: OutcomesSubject, months: number, signal?: AbortSignal): Promise<OutcomesResponse> =>
  apiRequest(subjectPath(subject, `/outcomes?months=${months}`), OutcomesResponseSchema, { signal });

export const outcomesQueryOptions = (token: string | null, subject: OutcomesSubject, months = TREND_MONTHS) =>
  queryOptions({
    queryKey: outcomesQueryKeys.outcomes(token, subject, months),
    queryFn: ({ signal }) => getOutcomes(subject, months, signal),
    enabled: token != null,
  });

export const useOutcomes = (subject: OutcomesSubject, months = TREND_MONTHS) => {
  const { token } = useAuth();
  return useQuery(outcomesQueryOptions(token, subject, months));
};
