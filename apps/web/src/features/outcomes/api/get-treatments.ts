import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PreventiveTreatmentSchema, type PreventiveTreatment } from '@cephalo/shared/outcomes';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { subjectPath, type OutcomesSubject } from '../outcomes-subject';
import { outcomesQueryKeys } from './outcomes-query-keys';

const TreatmentListSchema = z.array(PreventiveTreatmentSchema);

/** GET /api/treatments or /api/doctors/patients/{id}/treatments: the preventive treatments. */
export const getTreatments = (subject: OutcomesSubject, signal?: AbortSignal): Promise<PreventiveTreatment[]> =>
  apiRequest(subjectPath(subject, '/treatments'), TreatmentListSchema, { signal });

export const treatmentsQueryOptions = (token: string | null, subject: OutcomesSubject) =>
  queryOptions({
    queryKey: outcomesQueryKeys.treatments(token, subject),
    queryFn: ({ signal }) => getTreatments(subject, signal),
    enabled: token != null,
  });

export const useTreatments = (subject: OutcomesSubject) => {
  const { token } = useAuth();
  return useQuery(treatmentsQueryOptions(token, subject));
};
