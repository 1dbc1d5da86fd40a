import { queryOptions, useQuery } from '@tanstack/react-query';
import { UsageLimitSchema, type UsageLimit } from '@cephalo/shared/chat';
import { apiRequest } from './api-client';

/**
 * The plan usage is shown by the chat and by the profile screens; the chat makes it stale after
 * each answer, so the key stays under the chat's prefix.
 */
export const usageLimitQueryKey = ['chat', 'usage-limit'] as const;

/** GET /api/profile/limit: the plan's monthly questions and how many are used. */
export const getUsageLimit = (signal?: AbortSignal): Promise<UsageLimit> => apiRequest('/profile/limit', UsageLimitSchema, signal ? { signal } : {});

export const usageLimitQueryOptions = () => queryOptions({ queryKey: usageLimitQueryKey, queryFn: ({ signal }) => getUsageLimit(signal) });

export const useUsageLimit = () => useQuery(usageLimitQueryOptions());
