import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccessLogSchema, type AccessLogEntry } from '@cephalo/shared/access-log';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { profileQueryKeys } from './profile-query-keys';

/** GET /api/profile/access-log: who read the patient's data or changed their doctor or plan. */
export const getAccessLog = (signal?: AbortSignal): Promise<AccessLogEntry[]> => apiRequest('/profile/access-log', AccessLogSchema, signal ? { signal } : {});

export const useAccessLog = () => {
  const { token } = useAuth();
  return useQuery(queryOptions({ queryKey: profileQueryKeys.accessLog(token), queryFn: ({ signal }) => getAccessLog(signal), enabled: token != null }));
};
