import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PreventiveTreatmentSchema, type PreventiveTreatment, type PreventiveTreatmentCreate } from '@cephalo/shared/outcomes';
import { apiRequest } from '../../../lib/api-client';
import { getAuthState } from '../../../lib/auth-storage';
import { subjectPath, type OutcomesSubject } from '../outcomes-subject';
import { outcomesQueryKeys } from './outcomes-query-keys';

/** PUT /api/treatments/{id} (or the doctor's patient's): the whole treatment, e.g. with a stop date. */
export const updateTreatment = (subject: OutcomesSubject, id: string, treatment: PreventiveTreatmentCreate): Promise<PreventiveTreatment> =>
  apiRequest(subjectPath(subject, `/treatments/${encodeURIComponent(id)}`), PreventiveTreatmentSchema, { method: 'PUT', body: { json: treatment } });

export const useUpdateTreatment = (subject: OutcomesSubject, { onSuccess }: { onSuccess: (treatment: PreventiveTreatment) => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, treatment }: { id: string; treatment: PreventiveTreatmentCreate }) => updateTreatment(subject, id, treatment),
    onSuccess: (treatment) => {
      void queryClient.invalidateQueries({ queryKey: outcomesQueryKeys.all(getAuthState().token, subject) });
      onSuccess(treatment);
    },
  });
};
