import { DEMENTIA_AGENT_ID, MIGRAINE_AGENT_ID, type AgentId } from '@cephalo/shared/agents';
import { ANSWER_ID_HEADER, ANSWER_URGENCY_HEADER, QUESTION_ID_HEADER, UrgencySchema, type ChatRequest, type Urgency } from '@cephalo/shared/chat';
import type { WeatherSnapshot } from '@cephalo/shared/weather-snapshot';
import { apiFetch, readErrorDetail } from '../../../lib/api-client';

/** Each assistant has its own stream (spec section 7). */
const STREAM_PATHS: Record<AgentId, string> = {
  [MIGRAINE_AGENT_ID]: '/chat-stream',
  [DEMENTIA_AGENT_ID]: '/chat-stream-demen',
};

export interface ChatStreamHandlers {
  /**
   * The answer has begun; the ids are those it will be stored under, and `urgency` the level of
   * the urgent-care advice it opens with (null when none).
   */
  onStarted: (started: { questionId: string | null; answerId: string | null; urgency: Urgency | null }) => void;
  onChunk: (text: string) => void;
}

/** How a question ended: answered (streamed), refused with a sentence to show, or failed (logged). */
export type ChatStreamOutcome = { kind: 'answered' } | { kind: 'refused'; detail: string } | { kind: 'failed' };

interface StreamChatAnswerInput {
  agentId: AgentId;
  message: string;
  /** The weather panel's snapshot, once the chat has one. */
  weather?: WeatherSnapshot | null;
  /** The same for a Retry as for the first try: the server then counts the question once. */
  questionId?: string;
  signal?: AbortSignal;
}

/**
 * POST /api/chat-stream or /api/chat-stream-demen. The answer is text/plain, read chunk by chunk
 * as it arrives; 403 (plan limit, assistant not in the plan) and 400 carry a `detail` for the AI
 * bubble. Network failures reject.
 */
export async function streamChatAnswer(
  { agentId, message, weather, questionId, signal }: StreamChatAnswerInput,
  handlers: ChatStreamHandlers,
): Promise<ChatStreamOutcome> {
  const request: ChatRequest = { message, ai_assistant_id: agentId, ...(weather ? { weather } : {}), ...(questionId ? { question_id: questionId } : {}) };
  const response = await apiFetch(STREAM_PATHS[agentId], {
    method: 'POST',
    body: { json: request },
    headers: { Accept: 'text/plain' },
    signal,
  });

  // 409: this question is still being answered from an earlier try; its detail says so.
  if (response.status === 403 || response.status === 400 || response.status === 409) {
    const detail = await readErrorDetail(response);
    if (detail) return { kind: 'refused', detail };
  }
  if (!response.ok || !response.body) {
    // Spec section 8: any other refusal is only logged. Not console.error: nothing is broken here.
    console.warn(`The assistant did not answer (status ${response.status}).`);
    return { kind: 'failed' };
  }

  // An unknown level is no level: the answer is then shown as plain text, as before the header.
  const urgency = UrgencySchema.safeParse(response.headers.get(ANSWER_URGENCY_HEADER));
  handlers.onStarted({
    questionId: response.headers.get(QUESTION_ID_HEADER),
    answerId: response.headers.get(ANSWER_ID_HEADER),
    urgency: urgency.success ? urgency.data : null,
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // `stream: true` keeps a character split between two chunks until its second half arrives.
    const text = decoder.decode(value, { stream: true });
    if (text !== '') handlers.onChunk(text);
  }
  const rest = decoder.decode();
  if (rest !== '') handlers.onChunk(rest);
  return { kind: 'answered' };
}
