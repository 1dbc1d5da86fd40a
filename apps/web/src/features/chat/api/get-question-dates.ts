import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentId } from '@cephalo/shared/agents';
import { QuestionDatesSchema, type QuestionDates } from '@cephalo/shared/chat';
import { apiRequest } from '../../../lib/api-client';
import { chatQueryKeys } from './chat-query-keys';

/** GET /api/questions-dates-grouped/{agentId}: the days with conversations and their labels. */
export const getQuestionDates = (agentId: AgentId, signal?: AbortSignal): Promise<QuestionDates> =>
  apiRequest(`/questions-dates-grouped/${agentId}`, QuestionDatesSchema, { signal });

export const questionDatesQueryOptions = (agentId: AgentId) =>
  queryOptions({ queryKey: chatQueryKeys.dates(agentId), queryFn: ({ signal }) => getQuestionDates(agentId, signal) });

export const useQuestionDates = (agentId: AgentId) => useQuery(questionDatesQueryOptions(agentId));
