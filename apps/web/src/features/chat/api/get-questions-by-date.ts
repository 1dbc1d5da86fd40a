import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentId } from '@cephalo/shared/agents';
import { QuestionListSchema, type Question } from '@cephalo/shared/chat';
import { API_BASE, apiRequest } from '../../../lib/api-client';
import { chatQueryKeys } from './chat-query-keys';
import { firstPaintAnswerTime, takeFirstPaintAnswer } from './first-paint-answer';

const dayPath = (agentId: AgentId, date: string) => `/questions-by-user/${agentId}?${new URLSearchParams({ date }).toString()}`;

/** GET /api/questions-by-user/{agentId}?date=yyyy-MM-dd: one day's questions, oldest first. */
export const getQuestionsByDate = (agentId: AgentId, date: string, signal?: AbortSignal): Promise<Question[]> =>
  apiRequest(dayPath(agentId, date), QuestionListSchema, signal ? { signal } : {});

/**
 * A day's questions; today's start from the answer the chat page already fetched for its first
 * paint, when it came before the app (first-paint-answer.ts), and is fresh like any answer.
 */
export const questionsByDateQueryOptions = (agentId: AgentId, date: string) =>
  queryOptions({
    queryKey: chatQueryKeys.day(agentId, date),
    queryFn: ({ signal }) => getQuestionsByDate(agentId, date, signal),
    initialData: () => takeFirstPaintAnswer(`${API_BASE}${dayPath(agentId, date)}`),
    initialDataUpdatedAt: () => firstPaintAnswerTime(`${API_BASE}${dayPath(agentId, date)}`),
  });

export const useQuestionsByDate = (agentId: AgentId, date: string) => useQuery(questionsByDateQueryOptions(agentId, date));
