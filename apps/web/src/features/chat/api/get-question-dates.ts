import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentId } from '@cephalo/shared/agents';
import { QuestionDatesSchema, TIME_ZONE_HEADER, type QuestionDates } from '@cephalo/shared/chat';
import { apiRequest } from '../../../lib/api-client';
import { browserTimeZone } from '../local-day';
import { chatQueryKeys } from './chat-query-keys';

/** GET /api/questions-dates-grouped/{agentId}: the days with conversations and their labels. */
export const getQuestionDates = (agentId: AgentId, signal?: AbortSignal): Promise<QuestionDates> =>
  apiRequest(`/questions-dates-grouped/${agentId}`, QuestionDatesSchema, {
    // The server says "Today" and "Yesterday" on the reader's own clock.
    headers: { [TIME_ZONE_HEADER]: browserTimeZone() },
    ...(signal ? { signal } : {}),
  });

export const questionDatesQueryOptions = (agentId: AgentId) =>
  queryOptions({ queryKey: chatQueryKeys.dates(agentId), queryFn: ({ signal }) => getQuestionDates(agentId, signal) });

export const useQuestionDates = (agentId: AgentId) => useQuery(questionDatesQueryOptions(agentId));
