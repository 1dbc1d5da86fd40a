import type { AgentId } from '@cephalo/shared/agents';
import type { ChatRequest } from '@cephalo/shared/chat';
import { SpokenAnswerSchema, type SpokenAnswer } from '@cephalo/shared/voice';
import type { WeatherSnapshot } from '@cephalo/shared/weather-snapshot';
import { apiRequest } from '../../../lib/api-client';

interface AskSpokenQuestionInput {
  agentId: AgentId;
  message: string;
  weather?: WeatherSnapshot | null;
  signal?: AbortSignal;
}

/**
 * POST /api/predict: the transcript goes through the same assistant, triage, plan limit and
 * storage as a typed question, and comes back whole with the label of its spoken answer.
 * Refusals (plan limit, 400) reject with an ApiError carrying the server's `detail`.
 */
export const askSpokenQuestion = ({ agentId, message, weather, signal }: AskSpokenQuestionInput): Promise<SpokenAnswer> => {
  const request: ChatRequest = { message, ai_assistant_id: agentId, ...(weather ? { weather } : {}) };
  return apiRequest('/predict', SpokenAnswerSchema, {
    method: 'POST',
    body: { json: request },
    signal,
  });
};
