import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClinicMemberSchema, type ClinicMember, type NewClinicUser } from '@cephalo/shared/clinic';
import { apiRequest } from '../../../lib/api-client';
import { getAuthState } from '../../../lib/auth-storage';
import { MEMBER_PATHS, memberQueryKey, type MemberKind } from './get-clinic-members';

/** POST /api/admin-clinic/users or /doctors: a new verified account of the clinic (409 when taken). */
export const createClinicMember = ({ kind, member }: { kind: MemberKind; member: NewClinicUser }): Promise<ClinicMember> =>
  apiRequest(MEMBER_PATHS[kind], ClinicMemberSchema, { method: 'POST', body: { json: member } });

export const useCreateClinicMember = (kind: MemberKind, { onSuccess }: { onSuccess: (member: ClinicMember) => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: NewClinicUser) => createClinicMember({ kind, member }),
    onSuccess: (member) => {
      // Its place in the surname order is the server's to say: every page and the whole list are asked again.
      void queryClient.invalidateQueries({ queryKey: memberQueryKey(kind, getAuthState().token) });
      onSuccess(member);
    },
  });
};
