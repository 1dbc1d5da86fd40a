import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PreventiveTreatmentSchema, type PreventiveTreatment, type PreventiveTreatmentCreate } from '@cephalo/shared/outcomes';
import { apiRequest } from '../../../lib/api-client';
import { getAuthState } from '../../../lib/auth-storage';
import { subjectPath, type OutcomesSubject } from '../outcomes-subject';
import { outcomesQueryKeys } from './outcomes-query-keys';

/** POST /api/treatments (or the doctor's patient's): a new preventive treatment. */
export const createTreatment = (subject: OutcomesSubject, treatment: PreventiveTreatmentCreate): Promise<PreventiveTreatment> =>
  apiRequest(subjectPath(subject, '/treatments'), PreventiveTreatmentSchema, { method: 'POST', body: { json: treatment } });

export const useCreateTreatment = (subject: OutcomesSubject, { onSuccess }: { onSuccess: (treatment: PreventiveTreatment) => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (treatment: PreventiveTreatmentCreate) => createTreatment(subject, treatment),
    onSuccess: (treatment) => {
      // The chart's markers and the responses change with the list.
      void queryClient.invalidateQueries({ queryKey: outcomesQueryKeys.all(getAuthState().token, subject) });
      onSuccess(treatment);
    },
  });
};
