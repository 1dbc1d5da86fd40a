import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { v4 as newQuestionId } from 'uuid';
import type { AgentId } from '@cephalo/shared/agents';
import type { WeatherSnapshot } from '@cephalo/shared/weather-snapshot';
import { isApiError } from '../../../lib/api-client';
import { askSpokenQuestion } from '../api/ask-spoken-question';
import { refreshConversations } from '../api/chat-query-keys';
import { questionsByDateQueryOptions } from '../api/get-questions-by-date';
import { streamChatAnswer } from '../api/stream-chat-answer';
import type { Exchange } from '../chat-messages';
import { localDayKey } from '../local-day';

/** What became of a sent question, for the screen to announce. */
export type SendOutcome = 'answered' | 'refused' | 'failed';

/** What became of a spoken question, and the label of its spoken answer when it was answered. */
export interface SpokenOutcome {
  outcome: SendOutcome;
  audioLabel: string | null;
}

/**
 * The questions asked in this visit: each is shown at once, its answer streams into the AI
 * bubble (or arrives whole for a spoken question), and the stored conversation is fetched again
 * when it ends. One question is in flight at a time (spec section 4: the send button waits).
 */
export function useChatConversation(agentId: AgentId, weather: WeatherSnapshot | null = null) {
  const queryClient = useQueryClient();
  // Each message carries the weather shown at the moment it is sent (spec section 3); a ref, so
  // a new weather answer does not make a new `send`.
  const weatherRef = useRef(weather);
  useEffect(() => {
    weatherRef.current = weather;
  }, [weather]);
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const [isSending, setIsSending] = useState(false);
  // The state above reaches the next render only; a second Enter in the same tick must see this.
  const isSendingRef = useRef(false);
  // The id each exchange's answer began under, known from the stream's first response.
  const startedIds = useRef(new Map<string, string>());

  const update = useCallback((clientId: string, change: (exchange: Exchange) => Partial<Exchange>) => {
    setExchanges((list) => list.map((exchange) => (exchange.clientId === clientId ? { ...exchange, ...change(exchange) } : exchange)));
  }, []);
  // Retry reads the exchange as it is now, not as the render that made the button saw it.
  const exchangesRef = useRef(exchanges);
  useEffect(() => {
    exchangesRef.current = exchanges;
  }, [exchanges]);

  /** Whether the stored conversation of the question's day holds `questionId` (after a refresh). */
  const isStored = useCallback(
    async (questionId: string, askedAt: Date): Promise<boolean> => {
      const days = new Set([localDayKey(askedAt), localDayKey(new Date())]);
      for (const day of days) {
        try {
          // Just fetched again by the refresh when the day is on screen; fetched now otherwise.
          const stored = await queryClient.fetchQuery({ ...questionsByDateQueryOptions(agentId, day), staleTime: 5000 });
          if (stored.some((question) => question.id === questionId)) return true;
        } catch (error) {
          console.warn('The conversation could not be read.', error);
        }
      }
      return false;
    },
    [agentId, queryClient],
  );

  /**
   * Lets `answer` fill the AI bubble of exchange `clientId`; resolves when the answer is complete.
   * The stored conversation is fetched again afterwards: an answer counts as complete only once
   * it is stored, so a stream that ended early (cut, or the engine failed) shows the failure.
   */
  const run = useCallback(
    async (clientId: string, question: string, askedAt: Date, answer: (clientId: string, question: string) => Promise<SendOutcome>): Promise<SendOutcome> => {
      isSendingRef.current = true;
      setIsSending(true);
      let outcome: SendOutcome;
      try {
        outcome = await answer(clientId, question);
      } catch (error) {
        // Spec section 8: only logged; the bubble says the answer did not come (decisions: Retry).
        console.warn('The answer could not be read.', error);
        outcome = 'failed';
      }
      try {
        await refreshConversations(queryClient, agentId);
        const questionId = startedIds.current.get(clientId) ?? null;
        if (questionId !== null && (await isStored(questionId, askedAt))) {
          // Stored whole, whatever reached this page: the stored copy replaces the bubble.
          outcome = 'answered';
          update(clientId, () => ({ phase: 'complete', questionId }));
        } else if (outcome === 'answered' && questionId !== null) {
          console.warn('The answer ended before it was saved.');
          outcome = 'failed';
        }
        if (outcome === 'failed') update(clientId, () => ({ phase: 'failed' }));
      } finally {
        isSendingRef.current = false;
        setIsSending(false);
      }
      return outcome;
    },
    [agentId, isStored, queryClient, update],
  );

  /**
   * Shows `message` at once and lets `answer` fill its AI bubble; resolves when the answer is
   * complete, or null when nothing was sent. Typed and spoken questions share this path.
   */
  const ask = useCallback(
    async (message: string, canRetry: boolean, answer: (clientId: string, question: string) => Promise<SendOutcome>): Promise<SendOutcome | null> => {
      const question = message.trim();
      if (question === '' || isSendingRef.current) return null;
      // Also the id the question is asked (and asked again by Retry) under: the server counts an
      // id once. A library, not crypto.randomUUID: that exists only on https or localhost.
      const clientId = newQuestionId();
      const askedAt = new Date();
      setExchanges((list) => [
        ...list,
        { clientId, question, askedAt, answer: '', phase: 'waiting', canRetry, questionId: null, answerId: null, urgency: null },
      ]);
      return run(clientId, question, askedAt, answer);
    },
    [run],
  );

  /** Streams a typed question's answer into exchange `clientId`. */
  const streamInto = useCallback(
    async (clientId: string, question: string): Promise<SendOutcome> => {
      const result = await streamChatAnswer(
        { agentId, message: question, weather: weatherRef.current, questionId: clientId },
        {
          onStarted: ({ questionId, answerId, urgency }) => {
            if (questionId !== null) startedIds.current.set(clientId, questionId);
            update(clientId, () => ({ questionId, answerId, urgency }));
          },
          onChunk: (text) => update(clientId, (exchange) => ({ answer: exchange.answer + text, phase: 'streaming' })),
        },
      );
      if (result.kind === 'refused') update(clientId, () => ({ answer: result.detail, phase: 'refused' }));
      else if (result.kind === 'answered') update(clientId, () => ({ phase: 'complete' }));
      return result.kind;
    },
    [agentId, update],
  );

  /** A typed question: its answer streams into the bubble. */
  const send = useCallback((message: string): Promise<SendOutcome | null> => ask(message, true, streamInto), [ask, streamInto]);

  /**
   * Asks a failed typed question again, in the same place. When the first try had begun, the
   * server may have finished and stored it after all (it keeps writing for an asker who left):
   * then that stored answer is shown and nothing is sent, so the question is not counted twice.
   */
  const retry = useCallback(
    async (clientId: string): Promise<SendOutcome | null> => {
      const exchange = exchangesRef.current.find((candidate) => candidate.clientId === clientId);
      if (!exchange || exchange.phase !== 'failed' || !exchange.canRetry || isSendingRef.current) return null;
      const startedId = startedIds.current.get(clientId);
      startedIds.current.delete(clientId);
      update(clientId, () => ({ answer: '', phase: 'waiting', questionId: null, answerId: null, urgency: null }));
      return run(clientId, exchange.question, exchange.askedAt, async (id, question) => {
        if (startedId !== undefined) {
          await refreshConversations(queryClient, agentId);
          if (await isStored(startedId, exchange.askedAt)) {
            startedIds.current.set(id, startedId);
            return 'answered';
          }
        }
        return streamInto(id, question);
      });
    },
    [agentId, isStored, queryClient, run, streamInto, update],
  );

  /**
   * A spoken question (its transcript): answered whole by /predict, stored like a typed one.
   * Resolves with the label of the spoken answer when there is one to play.
   */
  const sendSpoken = useCallback(
    async (transcript: string): Promise<SpokenOutcome | null> => {
      let audioLabel: string | null = null;
      const outcome = await ask(transcript, false, async (clientId, question) => {
        try {
          const spoken = await askSpokenQuestion({ agentId, message: question, weather: weatherRef.current });
          audioLabel = spoken.audio_label;
          update(clientId, () => ({ answer: spoken.ai_response, phase: 'complete', questionId: spoken.q_id, answerId: spoken.a_id, urgency: spoken.urgency }));
          return 'answered';
        } catch (error) {
          // The plan limit and invalid questions are said in the AI bubble, as for typed ones.
          if (isApiError(error) && (error.status === 403 || error.status === 400) && error.detail) {
            const { detail } = error;
            update(clientId, () => ({ answer: detail, phase: 'refused' }));
            return 'refused';
          }
          throw error;
        }
      });
      return outcome === null ? null : { outcome, audioLabel };
    },
    [agentId, ask, update],
  );

  /** Selecting another day starts from a clean conversation (spec section 2). */
  const clear = useCallback(() => setExchanges([]), []);

  /** A deleted question must not come back from this visit's copy. */
  const forgetQuestion = useCallback((questionId: string) => {
    setExchanges((list) => list.filter((exchange) => exchange.questionId !== questionId));
  }, []);

  return { exchanges, isSending, send, retry, sendSpoken, clear, forgetQuestion };
}
