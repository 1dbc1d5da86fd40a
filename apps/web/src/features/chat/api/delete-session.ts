import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentId } from '@cephalo/shared/agents';
import { apiRequest } from '../../../lib/api-client';
import { chatQueryKeys, refreshConversations } from './chat-query-keys';
import { DeletedSchema } from './delete-question';

/** DELETE /api/questions/session/{agentId}/{yyyy-MM-dd}: a whole day's conversation. */
export const deleteSession = ({ agentId, date }: { agentId: AgentId; date: string }) =>
  apiRequest(`/questions/session/${agentId}/${encodeURIComponent(date)}`, DeletedSchema, { method: 'DELETE' });

export const useDeleteSession = (agentId: AgentId, { onSuccess }: { onSuccess: (date: string) => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => deleteSession({ agentId, date }),
    onSuccess: async (_deleted, date) => {
      queryClient.setQueryData(chatQueryKeys.day(agentId, date), []);
      onSuccess(date);
      await refreshConversations(queryClient, agentId);
    },
  });
};
