import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** Retrying a 4xx cannot succeed and only delays the message the user needs to see. */
const shouldRetry = (failureCount: number, error: unknown): boolean => failureCount < 2 && !(isApiError(error) && error.status < 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
