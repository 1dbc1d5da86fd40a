import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClinicSchema, type Clinic } from '@cephalo/shared/clinic';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { profileQueryKeys } from './profile-query-keys';

/** GET /api/clinic/{id}: the user's own clinic (any other id answers 404). */
export const getOwnClinic = (clinicId: string, signal?: AbortSignal): Promise<Clinic> =>
  apiRequest(`/clinic/${encodeURIComponent(clinicId)}`, ClinicSchema, signal ? { signal } : {});

export const ownClinicQueryOptions = (token: string | null, clinicId: string | null) =>
  queryOptions({
    queryKey: profileQueryKeys.clinic(token, clinicId),
    queryFn: ({ signal }) => getOwnClinic(clinicId ?? '', signal),
    enabled: token != null && clinicId != null,
  });

/** Waits for the profile to name the clinic; a user without one never asks. */
export const useOwnClinic = (clinicId: string | null) => {
  const { token } = useAuth();
  return useQuery(ownClinicQueryOptions(token, clinicId));
};
