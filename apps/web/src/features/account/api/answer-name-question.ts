import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NameAnswerSchema, type NameAnswer } from '@cephalo/shared/me';
import { apiFetch, apiRequest, ApiError, readErrorDetail } from '../../../lib/api-client';

/** PUT /api/me/name: the person's first name and surname; they are not asked again. */
export const answerName = (answer: NameAnswer): Promise<NameAnswer> => apiRequest('/me/name', NameAnswerSchema, { method: 'PUT', body: { json: answer } });

/** POST /api/me/name-asked: "Not now"; they are not asked again either. */
export const declineName = async (): Promise<void> => {
  const response = await apiFetch('/me/name-asked', { method: 'POST' });
  if (!response.ok) throw new ApiError(response.status, await readErrorDetail(response));
};

/** The answer changes GET /api/me (no more question) and every screen that shows the name. */
export const useAnswerNameQuestion = ({ onSuccess }: { onSuccess: () => void }) => {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['me'] });
    void queryClient.invalidateQueries({ queryKey: ['profile'] });
  };
  const answer = useMutation({ mutationFn: answerName, onSuccess: () => (refresh(), onSuccess()) });
  const decline = useMutation({ mutationFn: declineName, onSuccess: () => (refresh(), onSuccess()) });
  return { answer, decline };
};
