import type { QueryClient } from '@tanstack/react-query';
import type { AgentId } from '@cephalo/shared/agents';
import { usageLimitQueryKey } from '../../../lib/get-usage-limit';

/** Cache keys of the chat; the whole cache is cleared at logout, so no user's answers outlive it. */
export const chatQueryKeys = {
  agent: (agentId: AgentId) => ['chat', agentId] as const,
  dates: (agentId: AgentId) => ['chat', agentId, 'dates'] as const,
  day: (agentId: AgentId, date: string) => ['chat', agentId, 'day', date] as const,
  usageLimit: () => usageLimitQueryKey,
  voiceCapabilities: () => ['chat', 'voice-capabilities'] as const,
  /** Outside ['chat', agentId]: an answer or a deletion does not change the knowledge base. */
  knowledgeArticle: (id: string) => ['chat', 'knowledge', id] as const,
};

/** After a question is answered or deleted: the days, their messages and the plan usage. */
export const refreshConversations = (queryClient: QueryClient, agentId: AgentId): Promise<void> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: chatQueryKeys.agent(agentId) }),
    queryClient.invalidateQueries({ queryKey: chatQueryKeys.usageLimit() }),
  ]).then(() => undefined);
