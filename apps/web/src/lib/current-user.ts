import { hashKey, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { MeResponseSchema, type MeResponse } from '@cephalo/shared/me';
import { apiRequest } from './api-client';
import { useAuth } from './auth-storage';

/** Shown in the lock tooltip until GET /api/me names the clinic's address. */
export const SUPPORT_EMAIL = 'support@cephalo.test';

export const getCurrentUser = (signal?: AbortSignal): Promise<MeResponse> => apiRequest('/me', MeResponseSchema, signal ? { signal } : {});

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

/**
 * One value read from GET /api/me (a string, a number or a boolean), asked for as useCurrentUser
 * asks, but the caller draws again only when that value changes. Issue 14: the answer arrives
 * while a phone is still busy with the first screen; through useQuery it redrew every caller (the
 * whole frame and its navigation) in one blocking task, even when nothing shown had changed.
 */
export function useCurrentUserValue<Value extends string | number | boolean | null | undefined>(pick: (me: MeResponse | undefined) => Value): Value {
  const { token } = useAuth();
  const options = currentUserQueryOptions(token);
  // The query is kept asked for and refreshed; its changes alone draw nothing here.
  useQuery({ ...options, notifyOnChangeProps: [] });
  const queryCache = useQueryClient().getQueryCache();
  const queryHash = hashKey(options.queryKey);
  // Only a new state of this query can change the value. (A query is also added to the cache while
  // some component draws, and a store that signals then makes React redraw mid-render.)
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryCache.subscribe((event) => {
        if ((event.type === 'updated' || event.type === 'removed') && event.query.queryHash === queryHash) onChange();
      }),
    [queryCache, queryHash],
  );
  return useSyncExternalStore(subscribe, () => pick(queryCache.get<MeResponse>(queryHash)?.state.data));
}
