import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ClinicMemberListSchema, type ClinicMember } from '@cephalo/shared/clinic';
import { patientPageQuery } from '@cephalo/shared/patient-order';
import { apiRequest, apiRequestPage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { clinicQueryKeys } from './clinic-query-keys';

/** Patients are `users` in the API's paths (spec section 7). */
export type MemberKind = 'patient' | 'doctor';
export const MEMBER_PATHS: Record<MemberKind, string> = { patient: '/admin-clinic/users', doctor: '/admin-clinic/doctors' };

/** GET /api/admin-clinic/users or /doctors: all the clinic's patients or doctors (the doctor pickers). */
export const getClinicMembers = (kind: MemberKind, signal?: AbortSignal): Promise<ClinicMember[]> =>
  apiRequest(MEMBER_PATHS[kind], ClinicMemberListSchema, signal ? { signal } : {});

export interface ClinicMemberPage {
  members: ClinicMember[];
  /** How many match the search, on all pages. */
  total: number;
}

/** GET /api/admin-clinic/users or /doctors?offset=&limit=&search=: one page, by surname, searched by the server. */
export const getClinicMemberPage = async (
  kind: MemberKind,
  { page, search }: { page: number; search: string },
  signal?: AbortSignal,
): Promise<ClinicMemberPage> => {
  const { items, total } = await apiRequestPage(
    `${MEMBER_PATHS[kind]}${patientPageQuery({ page, sort: null, search })}`,
    ClinicMemberListSchema,
    signal ? { signal } : {},
  );
  return { members: items, total };
};

/** The whole list and its pages share this prefix, so a change refreshes them all. */
export const memberQueryKey = (kind: MemberKind, token: string | null) =>
  kind === 'patient' ? clinicQueryKeys.patients(token) : clinicQueryKeys.doctors(token);

export const clinicMembersQueryOptions = (kind: MemberKind, token: string | null) =>
  queryOptions({
    queryKey: memberQueryKey(kind, token),
    queryFn: ({ signal }) => getClinicMembers(kind, signal),
    enabled: token != null,
  });

export const useClinicMembers = (kind: MemberKind) => {
  const { token } = useAuth();
  return useQuery(clinicMembersQueryOptions(kind, token));
};

export const clinicMemberPageQueryOptions = (kind: MemberKind, token: string | null, request: { page: number; search: string }) =>
  queryOptions({
    queryKey: [...memberQueryKey(kind, token), 'page', request.page, request.search.trim()],
    queryFn: ({ signal }) => getClinicMemberPage(kind, request, signal),
    enabled: token != null,
    // The page shown stays while the next one loads, so the table does not blink.
    placeholderData: keepPreviousData,
  });

export const useClinicMemberPage = (kind: MemberKind, request: { page: number; search: string }) => {
  const { token } = useAuth();
  return useQuery(clinicMemberPageQueryOptions(kind, token, request));
};
