import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AgentId } from '@cephalo/shared/agents';
import type { WeatherSnapshot } from '@cephalo/shared/weather-snapshot';
import { isApiError } from '../../../lib/api-client';
import { askSpokenQuestion } from '../api/ask-spoken-question';
import { refreshConversations } from '../api/chat-query-keys';
import { streamChatAnswer } from '../api/stream-chat-answer';
import type { Exchange } from '../chat-messages';

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
  const nextClientId = useRef(0);

  const update = useCallback((clientId: string, change: (exchange: Exchange) => Partial<Exchange>) => {
    setExchanges((list) => list.map((exchange) => (exchange.clientId === clientId ? { ...exchange, ...change(exchange) } : exchange)));
  }, []);

  /**
   * Shows `message` at once and lets `answer` fill its AI bubble; resolves when the answer is
   * complete, or null when nothing was sent. Typed and spoken questions share this path.
   */
  const ask = useCallback(
    async (message: string, answer: (clientId: string, question: string) => Promise<SendOutcome>): Promise<SendOutcome | null> => {
      const question = message.trim();
      if (question === '' || isSendingRef.current) return null;
      isSendingRef.current = true;
      setIsSending(true);
      nextClientId.current += 1;
      const clientId = String(nextClientId.current);
      setExchanges((list) => [
        ...list,
        { clientId, question, askedAt: new Date(), answer: '', phase: 'waiting', questionId: null, answerId: null },
      ]);

      let outcome: SendOutcome;
      try {
        outcome = await answer(clientId, question);
      } catch (error) {
        // Spec section 8: only logged. Whatever had arrived stays on screen.
        console.warn('The answer could not be read.', error);
        update(clientId, () => ({ phase: 'failed' }));
        outcome = 'failed';
      } finally {
        isSendingRef.current = false;
        setIsSending(false);
      }
      await refreshConversations(queryClient, agentId);
      return outcome;
    },
    [agentId, queryClient, update],
  );

  /** A typed question: its answer streams into the bubble. */
  const send = useCallback(
    (message: string): Promise<SendOutcome | null> =>
      ask(message, async (clientId, question) => {
        const result = await streamChatAnswer(
          { agentId, message: question, weather: weatherRef.current },
          {
            onStarted: ({ questionId, answerId }) => update(clientId, () => ({ questionId, answerId })),
            onChunk: (text) => update(clientId, (exchange) => ({ answer: exchange.answer + text, phase: 'streaming' })),
          },
        );
        if (result.kind === 'refused') update(clientId, () => ({ answer: result.detail, phase: 'refused' }));
        else update(clientId, () => ({ phase: result.kind === 'answered' ? 'complete' : 'failed' }));
        return result.kind;
      }),
    [agentId, ask, update],
  );

  /**
   * A spoken question (its transcript): answered whole by /predict, stored like a typed one.
   * Resolves with the label of the spoken answer when there is one to play.
   */
  const sendSpoken = useCallback(
    async (transcript: string): Promise<SpokenOutcome | null> => {
      let audioLabel: string | null = null;
      const outcome = await ask(transcript, async (clientId, question) => {
        try {
          const spoken = await askSpokenQuestion({ agentId, message: question, weather: weatherRef.current });
          audioLabel = spoken.audio_label;
          update(clientId, () => ({ answer: spoken.ai_response, phase: 'complete', questionId: spoken.q_id, answerId: spoken.a_id }));
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

  return { exchanges, isSending, send, sendSpoken, clear, forgetQuestion };
}
