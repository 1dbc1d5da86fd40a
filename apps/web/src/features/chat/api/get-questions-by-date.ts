import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentId } from '@cephalo/shared/agents';
import { QuestionListSchema, type Question } from '@cephalo/shared/chat';
import { apiRequest } from '../../../lib/api-client';
import { chatQueryKeys } from './chat-query-keys';

/** GET /api/questions-by-user/{agentId}?date=yyyy-MM-dd: one day's questions, oldest first. */
export const getQuestionsByDate = (agentId: AgentId, date: string, signal?: AbortSignal): Promise<Question[]> =>
  apiRequest(`/questions-by-user/${agentId}?${new URLSearchParams({ date }).toString()}`, QuestionListSchema, signal ? { signal } : {});

export const questionsByDateQueryOptions = (agentId: AgentId, date: string) =>
  queryOptions({ queryKey: chatQueryKeys.day(agentId, date), queryFn: ({ signal }) => getQuestionsByDate(agentId, date, signal) });

export const useQuestionsByDate = (agentId: AgentId, date: string) => useQuery(questionsByDateQueryOptions(agentId, date));
