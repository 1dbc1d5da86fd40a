import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClinicSchema, type Clinic, type ClinicUpdate } from '@cephalo/shared/clinic';
import { apiRequest } from '../../../lib/api-client';
import { getAuthState } from '../../../lib/auth-storage';
import { clinicQueryKeys } from './clinic-query-keys';

/** PUT /api/admin-clinic: answered with the stored clinic. */
export const updateAdminClinic = (changes: ClinicUpdate): Promise<Clinic> =>
  apiRequest('/admin-clinic', ClinicSchema, { method: 'PUT', body: { json: changes } });

export const useUpdateAdminClinic = ({ onSuccess }: { onSuccess: (clinic: Clinic) => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminClinic,
    onSuccess: (clinic) => {
      queryClient.setQueryData(clinicQueryKeys.clinic(getAuthState().token), clinic);
      onSuccess(clinic);
    },
  });
};
