import type { Question, Reference, Urgency } from '@cephalo/shared/chat';
import { countWords } from '@cephalo/shared/words';
import { localDayKey, localTimeText } from './local-day';

/**
 * Where an answer is: waiting for its first words, arriving, done, refused by the server (403 or
 * 400, its detail shown), or failed on the way (network, 5xx, cut off, not saved), with Retry.
 */
export type AnswerPhase = 'waiting' | 'streaming' | 'complete' | 'refused' | 'failed';

/** A chat message as the screen shows it (spec section 3); the validation status is kept apart. */
export type ChatMessage =
  | { author: 'user'; key: string; text: string; date: string; time: string; questionId: string | null }
  | {
      author: 'ai';
      key: string;
      text: string;
      date: string;
      time: string;
      answerId: string | null;
      references: Reference[];
      /** The level of the urgent-care advice the answer opens with (urgent-advice.ts); null when none. */
      urgency: Urgency | null;
      /** Asked in this visit: its advice is announced when it arrives, and the list opens it at its beginning. */
      isNew: boolean;
      phase: AnswerPhase;
      /** The exchange a failed answer's Retry asks again; null when there is nothing to retry. */
      retryId: string | null;
    };

/** A question asked in this visit, followed from sending until the stored copy replaces it. */
export interface Exchange {
  /** A UUID made in the browser: the exchange's key, and the id a typed question is asked under (Retry too). */
  clientId: string;
  question: string;
  askedAt: Date;
  answer: string;
  phase: AnswerPhase;
  /**
   * A typed question's failed answer offers Retry (decisions: small fixes). A spoken one keeps
   * the voice mode's own "Please retry" (spec section 8): its failed bubble shows only what came.
   */
  canRetry: boolean;
  questionId: string | null;
  answerId: string | null;
  /** Known when the answer begins (the stream's header, or the spoken answer). */
  urgency: Urgency | null;
}

/*
 * Keys follow the question's id, which for a typed question is the id the browser asked it under
 * (its exchange's clientId): the stored copy then takes the place of this visit's bubble instead
 * of drawing a new one, so an urgent-advice alert is not inserted (and announced) a second time.
 */
const askedKey = (id: string) => `asked-${id}`;
const replyKey = (id: string) => `reply-${id}`;

/**
 * A stored day's conversation, oldest first; `askedThisVisit` holds the ids of the questions asked
 * in this visit, whose answers are new.
 */
export const messagesFromQuestions = (questions: Question[], askedThisVisit: ReadonlySet<string> = new Set()): ChatMessage[] =>
  questions.flatMap((question): ChatMessage[] => {
    const asked: ChatMessage = {
      author: 'user',
      key: askedKey(question.id),
      text: question.content,
      date: question.created_date,
      time: question.created_time,
      questionId: question.id,
    };
    if (!question.answer) return [asked];
    const { answer } = question;
    return [
      asked,
      {
        author: 'ai',
        key: replyKey(question.id),
        text: answer.content,
        date: answer.created_date,
        time: answer.created_time,
        answerId: answer.id,
        references: answer.reference_list,
        urgency: answer.urgency,
        isNew: askedThisVisit.has(question.id),
        phase: 'complete',
        retryId: null,
      },
    ];
  });

/** This visit's exchanges that the stored conversation does not hold yet. */
export const messagesFromExchanges = (exchanges: Exchange[], storedQuestionIds: ReadonlySet<string>): ChatMessage[] =>
  exchanges
    .filter((exchange) => exchange.questionId === null || !storedQuestionIds.has(exchange.questionId))
    .flatMap((exchange): ChatMessage[] => {
      const date = localDayKey(exchange.askedAt);
      const time = localTimeText(exchange.askedAt);
      // A spoken question learns its stored id with its answer; a typed one is asked under its clientId.
      const id = exchange.questionId ?? exchange.clientId;
      const asked: ChatMessage = { author: 'user', key: askedKey(id), text: exchange.question, date, time, questionId: null };
      const isFailed = exchange.phase === 'failed';
      if (isFailed && !exchange.canRetry && exchange.answer === '') return [asked];
      const phase = isFailed && !exchange.canRetry ? 'complete' : exchange.phase;
      const retryId = isFailed && exchange.canRetry ? exchange.clientId : null;
      // A failed answer's id names nothing stored: no clinical validation for it.
      const answerId = isFailed ? null : exchange.answerId;
      return [
        asked,
        {
          author: 'ai',
          key: replyKey(id),
          text: exchange.answer,
          date,
          time,
          answerId,
          references: [],
          // A refusal's text is the server's detail, never advice.
          urgency: exchange.phase === 'refused' ? null : exchange.urgency,
          isNew: true,
          phase,
          retryId,
        },
      ];
    });

/** Above this many words the references fold into a block the reader opens (spec section 9). */
export const REFERENCES_FOLD_WORDS = 40;

/** The words of the references as shown: each entry's title and its sources' titles. */
export const countReferenceWords = (references: Reference[]): number =>
  references.reduce(
    (total, reference) => total + countWords(reference.title) + reference.sources.reduce((sum, source) => sum + countWords(source.title), 0),
    0,
  );

/** Only web addresses become links; anything else in a source is shown as text. */
export const isWebAddress = (url: string): boolean => {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};
