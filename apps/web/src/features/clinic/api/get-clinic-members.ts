import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClinicMemberListSchema, type ClinicMember } from '@cephalo/shared/clinic';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { clinicQueryKeys } from './clinic-query-keys';

/** Patients are `users` in the API's paths (spec section 7). */
export type MemberKind = 'patient' | 'doctor';
export const MEMBER_PATHS: Record<MemberKind, string> = { patient: '/admin-clinic/users', doctor: '/admin-clinic/doctors' };

/** GET /api/admin-clinic/users or /doctors: the clinic's patients or doctors. */
export const getClinicMembers = (kind: MemberKind, signal?: AbortSignal): Promise<ClinicMember[]> =>
  apiRequest(MEMBER_PATHS[kind], ClinicMemberListSchema, signal ? { signal } : {});

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
