import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MidasScoreSchema, type MidasAnswers, type MidasScore } from '@cephalo/shared/outcomes';
import { apiRequest } from '../../../lib/api-client';
import { getAuthState } from '../../../lib/auth-storage';
import { OWN_OUTCOMES } from '../outcomes-subject';
import { outcomesQueryKeys } from './outcomes-query-keys';

/** POST /api/midas: the patient's answers; the server scores and grades them. */
export const submitMidas = (answers: MidasAnswers): Promise<MidasScore> => apiRequest('/midas', MidasScoreSchema, { method: 'POST', body: { json: answers } });

export const useSubmitMidas = ({ onSuccess }: { onSuccess: (score: MidasScore) => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitMidas,
    onSuccess: (score) => {
      void queryClient.invalidateQueries({ queryKey: outcomesQueryKeys.all(getAuthState().token, OWN_OUTCOMES) });
      onSuccess(score);
    },
  });
};
