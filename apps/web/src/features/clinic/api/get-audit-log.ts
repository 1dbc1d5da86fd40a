import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClinicAuditLogSchema, type ClinicAuditLog } from '@cephalo/shared/access-log';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { clinicQueryKeys } from './clinic-query-keys';

/** GET /api/admin-clinic/audit-log: the clinic's access trail and whether its hash chain is intact. */
export const getAuditLog = (signal?: AbortSignal): Promise<ClinicAuditLog> =>
  apiRequest('/admin-clinic/audit-log', ClinicAuditLogSchema, signal ? { signal } : {});

export const useAuditLog = () => {
  const { token } = useAuth();
  return useQuery(queryOptions({ queryKey: clinicQueryKeys.auditLog(token), queryFn: ({ signal }) => getAuditLog(signal), enabled: token != null }));
};
