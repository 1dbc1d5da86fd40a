import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ClinicMemberSchema, type ClinicMember, type ClinicPatientUpdateSchema } from '@cephalo/shared/clinic';
import { apiRequest } from '../../../lib/api-client';
import { getAuthState } from '../../../lib/auth-storage';
import { clinicQueryKeys } from './clinic-query-keys';
import type { ClinicMemberPage } from './get-clinic-members';

export type ClinicPatientUpdate = z.input<typeof ClinicPatientUpdateSchema>;

/** PATCH /api/admin-clinic/users/{id}: reassigns a patient's doctor (null: none) or plan. */
export const updateClinicPatient = ({ patientId, changes }: { patientId: string; changes: ClinicPatientUpdate }): Promise<ClinicMember> =>
  apiRequest(`/admin-clinic/users/${encodeURIComponent(patientId)}`, ClinicMemberSchema, { method: 'PATCH', body: { json: changes } });

export const useUpdateClinicPatient = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClinicPatient,
    onSuccess: (patient) => {
      // Every kept page of the list shows the change at once (the whole list is not kept: no screen shows it).
      queryClient.setQueriesData<ClinicMemberPage>({ queryKey: clinicQueryKeys.patients(getAuthState().token) }, (shown) =>
        shown && 'members' in shown ? { ...shown, members: shown.members.map((existing) => (existing.id === patient.id ? patient : existing)) } : shown,
      );
    },
  });
};
