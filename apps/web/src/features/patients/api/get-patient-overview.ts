import { queryOptions, useQuery } from '@tanstack/react-query';
import { DoctorPatientOverviewSchema, type DoctorPatientOverview } from '@cephalo/shared/diary';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';

/**
 * GET /api/doctors/patients/{id}: the head of the patient's page, the list's numbers of the last
 * 28 days (404 unless the patient is the doctor's own). Opening it is the visit's access-trail row.
 */
export const getPatientOverview = (patientId: string, signal?: AbortSignal): Promise<DoctorPatientOverview> =>
  apiRequest(`/doctors/patients/${encodeURIComponent(patientId)}`, DoctorPatientOverviewSchema, { signal });

export const patientOverviewQueryOptions = (token: string | null, patientId: string) =>
  queryOptions({
    queryKey: ['doctor-patient-overview', token, patientId],
    queryFn: ({ signal }) => getPatientOverview(patientId, signal),
    enabled: token != null,
    // A 404 (not the doctor's patient) is an answer, not a hiccup to retry.
    retry: false,
  });

export const usePatientOverview = (patientId: string) => {
  const { token } = useAuth();
  return useQuery(patientOverviewQueryOptions(token, patientId));
};
