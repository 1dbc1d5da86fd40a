import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { getAuthState } from '../../../lib/auth-storage';
import { subjectPath, type OutcomesSubject } from '../outcomes-subject';
import { outcomesQueryKeys } from './outcomes-query-keys';

/** DELETE /api/treatments/{id} (or the doctor's patient's); the answer has no body. */
export const deleteTreatment = async (subject: OutcomesSubject, id: string): Promise<void> => {
  await apiRequest(subjectPath(subject, `/treatments/${encodeURIComponent(id)}`), z.unknown(), { method: 'DELETE' });
};

export const useDeleteTreatment = (subject: OutcomesSubject, { onSuccess }: { onSuccess: () => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteTreatment(subject, id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: outcomesQueryKeys.all(getAuthState().token, subject) });
      onSuccess();
    },
  });
};
