import { queryOptions, useQuery } from '@tanstack/react-query';
import { RegistrationKeyListSchema, type RegistrationKeySummary } from '@cephalo/shared/clinic';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { clinicQueryKeys } from './clinic-query-keys';

/** GET /api/admin-clinic/registration-keys: the clinic's keys, newest first, without their text. */
export const getRegistrationKeys = (signal?: AbortSignal): Promise<RegistrationKeySummary[]> =>
  apiRequest('/admin-clinic/registration-keys', RegistrationKeyListSchema, signal ? { signal } : {});

export const registrationKeysQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: clinicQueryKeys.registrationKeys(token),
    queryFn: ({ signal }) => getRegistrationKeys(signal),
    enabled: token != null,
  });

export const useRegistrationKeys = () => {
  const { token } = useAuth();
  return useQuery(registrationKeysQueryOptions(token));
};
