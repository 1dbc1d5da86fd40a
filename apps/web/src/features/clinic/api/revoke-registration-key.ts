import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { getAuthState } from '../../../lib/auth-storage';
import { clinicQueryKeys } from './clinic-query-keys';

const RevokedSchema = z.object({ revoked: z.literal(true) });

/** DELETE /api/admin-clinic/registration-keys/{id}: nobody can register with the key any more. */
export const revokeRegistrationKey = (keyId: string): Promise<z.infer<typeof RevokedSchema>> =>
  apiRequest(`/admin-clinic/registration-keys/${encodeURIComponent(keyId)}`, RevokedSchema, { method: 'DELETE' });

export const useRevokeRegistrationKey = ({ onSuccess }: { onSuccess: () => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeRegistrationKey,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: clinicQueryKeys.registrationKeys(getAuthState().token) });
      onSuccess();
    },
  });
};
