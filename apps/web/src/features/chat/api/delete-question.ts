import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { AgentId } from '@cephalo/shared/agents';
import { apiRequest } from '../../../lib/api-client';
import { refreshConversations } from './chat-query-keys';

/** The answer of both deletions: how many questions went. */
export const DeletedSchema = z.object({ deleted: z.number().int() });

/** DELETE /api/questions/{agentId}/{questionId}: one question with its answer. */
export const deleteQuestion = ({ agentId, questionId }: { agentId: AgentId; questionId: string }) =>
  apiRequest(`/questions/${agentId}/${encodeURIComponent(questionId)}`, DeletedSchema, { method: 'DELETE' });

export const useDeleteQuestion = (agentId: AgentId, { onSuccess }: { onSuccess: (questionId: string) => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) => deleteQuestion({ agentId, questionId }),
    onSuccess: async (_deleted, questionId) => {
      onSuccess(questionId);
      // The day may now be empty and leave the list of dates.
      await refreshConversations(queryClient, agentId);
    },
  });
};
