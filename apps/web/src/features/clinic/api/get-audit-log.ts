import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ClinicAuditLogSchema, type AccessActionFilter, type ClinicAuditLog } from '@cephalo/shared/access-log';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { saveDownload } from '../../../lib/save-download';
import { clinicQueryKeys } from './clinic-query-keys';

/** What the administrator narrows the trail to; dates are the browser's calendar days. */
export interface AuditLogFilters {
  who: string;
  patient: string;
  action: AccessActionFilter | null;
  /** yyyy-mm-dd, from the start of that day */
  from: string;
  /** yyyy-mm-dd, to the end of that day */
  to: string;
}

export const NO_AUDIT_LOG_FILTERS: AuditLogFilters = { who: '', patient: '', action: null, from: '', to: '' };

/** The start of a calendar day in the browser's time zone, as an instant. */
const startOfDay = (day: string, plusDays = 0): string => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + plusDays).toISOString();
};

/** The query string of the filters (without paging): what the page and the CSV ask alike. */
export const auditLogFilterParams = (filters: AuditLogFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.who.trim()) params.set('who', filters.who.trim());
  if (filters.patient.trim()) params.set('patient', filters.patient.trim());
  if (filters.action) params.set('action', filters.action);
  if (/^\d{4}-\d{2}-\d{2}$/.test(filters.from)) params.set('from', startOfDay(filters.from));
  if (/^\d{4}-\d{2}-\d{2}$/.test(filters.to)) params.set('to', startOfDay(filters.to, 1));
  return params;
};

/** GET /api/admin-clinic/audit-log: one page of the clinic's access trail the filters match, how many match, and whether the chain is intact. */
export const getAuditLog = (filters: AuditLogFilters, page: { offset: number; limit: number }, signal?: AbortSignal): Promise<ClinicAuditLog> => {
  const params = auditLogFilterParams(filters);
  params.set('offset', String(page.offset));
  params.set('limit', String(page.limit));
  return apiRequest(`/admin-clinic/audit-log?${params.toString()}`, ClinicAuditLogSchema, signal ? { signal } : {});
};

export const useAuditLog = (filters: AuditLogFilters, page: { offset: number; limit: number }) => {
  const { token } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...clinicQueryKeys.auditLog(token), filters, page],
      queryFn: ({ signal }) => getAuditLog(filters, page, signal),
      enabled: token != null,
      // The rows of the last page stay while the next one loads, so the list does not jump.
      placeholderData: keepPreviousData,
    }),
  );
};

/** GET /api/admin-clinic/audit-log.csv with the same filters, saved as a file. */
export const downloadAuditLogCsv = (filters: AuditLogFilters): Promise<string> => {
  const query = auditLogFilterParams(filters).toString();
  return saveDownload(`/admin-clinic/audit-log.csv${query ? `?${query}` : ''}`, { fallbackName: 'access-trail.csv' });
};
