import { queryOptions, useQuery } from '@tanstack/react-query';
import { MeResponseSchema, type MeResponse } from '@cephalo/shared/me';
import { apiRequest } from './api-client';
import { useAuth } from './auth-storage';

/** Shown in the lock tooltip until GET /api/me names the clinic's address. */
export const SUPPORT_EMAIL = 'support@cephalo.test';

export const getCurrentUser = (signal?: AbortSignal): Promise<MeResponse> =>
  apiRequest('/me', MeResponseSchema, signal ? { signal } : {});

// The token is part of the key so one user's answer is never shown to the next one.
export const currentUserQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['me', token],
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled: token != null,
  });

export const useCurrentUser = () => {
  const { token } = useAuth();
  return useQuery(currentUserQueryOptions(token));
};
