import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CreatedRegistrationKeySchema, type CreateRegistrationKeySchema, type CreatedRegistrationKey } from '@cephalo/shared/clinic';
import { apiRequest } from '../../../lib/api-client';
import { getAuthState } from '../../../lib/auth-storage';
import { clinicQueryKeys } from './clinic-query-keys';

export type NewRegistrationKey = z.input<typeof CreateRegistrationKeySchema>;

/** POST /api/admin-clinic/registration-keys: the answer holds the key text, the only time it is sent. */
export const createRegistrationKey = (key: NewRegistrationKey): Promise<CreatedRegistrationKey> =>
  apiRequest('/admin-clinic/registration-keys', CreatedRegistrationKeySchema, { method: 'POST', body: { json: key } });

export const useCreateRegistrationKey = ({ onSuccess }: { onSuccess: (key: CreatedRegistrationKey) => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRegistrationKey,
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: clinicQueryKeys.registrationKeys(getAuthState().token) });
      onSuccess(created);
    },
  });
};
