import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClinicSchema, type Clinic } from '@cephalo/shared/clinic';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { clinicQueryKeys } from './clinic-query-keys';

/** GET /api/admin-clinic: the administrator's own clinic. */
export const getAdminClinic = (signal?: AbortSignal): Promise<Clinic> => apiRequest('/admin-clinic', ClinicSchema, signal ? { signal } : {});

export const adminClinicQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: clinicQueryKeys.clinic(token),
    queryFn: ({ signal }) => getAdminClinic(signal),
    enabled: token != null,
  });

export const useAdminClinic = () => {
  const { token } = useAuth();
  return useQuery(adminClinicQueryOptions(token));
};
