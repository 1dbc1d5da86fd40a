import { queryOptions, useQuery } from '@tanstack/react-query';
import { UsageLimitSchema, type UsageLimit } from '@cephalo/shared/chat';
import { apiRequest } from '../../../lib/api-client';
import { chatQueryKeys } from './chat-query-keys';

/** GET /api/profile/limit: the plan's monthly questions and how many are used. */
export const getUsageLimit = (signal?: AbortSignal): Promise<UsageLimit> =>
  apiRequest('/profile/limit', UsageLimitSchema, signal ? { signal } : {});

export const usageLimitQueryOptions = () =>
  queryOptions({ queryKey: chatQueryKeys.usageLimit(), queryFn: ({ signal }) => getUsageLimit(signal) });

export const useUsageLimit = () => useQuery(usageLimitQueryOptions());
