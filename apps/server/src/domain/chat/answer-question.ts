import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AgentId } from '@cephalo/shared/agents';
import type { WeatherSnapshot } from '@cephalo/shared/weather-snapshot';
import type { Urgency } from '@cephalo/shared/chat';
import { DIARY_INTENTS } from '@cephalo/clinic/assistant/route-intent';
import type { KnowledgeEntry } from '@cephalo/clinic/knowledge/knowledge-entry';
import { alertParagraph } from '@cephalo/clinic/triage/urgency';
import { EngineUnavailableError } from '../../assistant/assistant-engine';
import type { AssistantService } from '../../assistant/assistant-service';
import type { Database } from '../../db/database';
import { todayIn } from '../../time/local-date-time';
import { ConflictError } from '../../errors/http-errors';
import { describeOwnDiary } from '../diary/describe-own-diary';
import { reserveQuestion } from '../usage/reserve-question';
import { awaitEarlierAnswer } from './await-earlier-answer';
import { keepAnswerWithoutAsker } from './settle-answers-without-asker';
import { storeQuestionAndAnswer } from './store-question-and-answer';

export interface AnswerQuestionOptions {
  db: Database;
  assistant: AssistantService;
  log: FastifyBaseLogger;
  userId: string;
  agentId: AgentId;
  message: string;
  weather: WeatherSnapshot | null;
  timeZone: string;
  /** The id the asker's browser chose for this question; a Retry sends the same one. */
  questionId?: string;
  /** How long a Retry waits for its earlier try's answer to be stored. */
  earlierAnswerWaitMs?: number;
}

export interface StartedAnswer {
  questionId: string;
  answerId: string;
  /** The answer's text chunks; urgent-care advice first when the message describes a red flag. */
  chunks: AsyncGenerator<string>;
  /** The level of that advice (null without a red flag). */
  urgency: Urgency | null;
  /**
   * The asker left before the answer started (the connection closed before its first chunk was
   * read): the question is given back at once and nothing is written. No-op once it has started.
   */
  abandon(): Promise<void>;
}

/**
 * Counts the question against the plan (403 beyond it), then answers as a stream. The question
 * and answer are stored together once the answer is complete. A question counts once its first
 * chunk has gone out: an asker who leaves mid-answer still gets it stored in their history (and
 * counted); only a failure of the engine (or of storing) gives the question back.
 */
export async function answerQuestion(options: AnswerQuestionOptions): Promise<StartedAnswer> {
  const questionId = options.questionId ?? crypto.randomUUID();
  const reserved = await reserveQuestion({ db: options.db, userId: options.userId, agentId: options.agentId, questionId });
  if (reserved.kind === 'already-asked') return answerAgain({ ...options, questionId });
  const { reservation } = reserved;
  const language = reservation.answerLanguage;
  const prepared = options.assistant.prepare(options.message, options.agentId, language);
  const diaryContext = DIARY_INTENTS.includes(prepared.intent)
    ? await describeOwnDiary({ db: options.db, userId: options.userId, intent: prepared.intent, today: todayIn(options.timeZone), language }).catch(
        async (error: unknown) => {
          await reservation.release();
          throw error;
        },
      )
    : null;
  const answerId = crypto.randomUUID();
  const translationOf = (entry: KnowledgeEntry) => options.assistant.index.translation(entry.id, language);
  const askedAt = new Date();
  const abort = new AbortController();

  const engineRequest = {
    message: options.message,
    agent: options.agentId,
    language,
    intent: prepared.intent,
    entries: prepared.entries,
    diaryContext,
    alert: prepared.alert,
    translationOf,
    signal: abort.signal,
  };
  const store = (answer: string) =>
    storeQuestionAndAnswer({
      db: options.db,
      questionId,
      answerId,
      userId: options.userId,
      agentId: options.agentId,
      question: options.message,
      weather: options.weather,
      askedAt,
      answer: answer.trim(),
      // Titles in the chat language, like the answer; the sources keep their published titles.
      references: prepared.entries.map((entry) => ({ id: entry.id, title: translationOf(entry)?.title ?? entry.title, sources: entry.sources })),
      urgency: prepared.alert?.urgency ?? null,
      engine: options.assistant.engine.name,
      timeZone: options.timeZone,
    });
  const giveBack = () => reservation.release().catch((error: unknown) => options.log.error({ err: error }, 'could not give the question back'));

  // Set when the stream is first read, or when it is abandoned before that: whichever comes first decides.
  let hasStarted = false;
  async function abandon(): Promise<void> {
    if (hasStarted) return;
    hasStarted = true;
    abort.abort();
    options.log.info({ questionId }, 'the asker left before the answer started: the question is given back');
    await giveBack();
  }

  async function* chunks(): AsyncGenerator<string> {
    if (hasStarted) return;
    hasStarted = true;
    let text = '';
    let isStored = false;
    let hasFailed = false;
    // Once a chunk has gone out the question counts, even if the asker leaves before the end.
    let isDelivered = false;
    let engine: AsyncIterator<string> | null = null;
    try {
      if (prepared.alert) {
        const advice = `${alertParagraph(prepared.alert)}\n\n`;
        text += advice;
        isDelivered = true;
        yield advice;
      }
      engine = options.assistant.engine.answer(engineRequest)[Symbol.asyncIterator]();
      for (let next = await engine.next(); !next.done; next = await engine.next()) {
        text += next.value;
        isDelivered = true;
        yield next.value;
      }
      await store(text);
      isStored = true;
      options.log.info({ questionId, redFlags: prepared.redFlags, references: prepared.entries.map((entry) => entry.id) }, 'question answered');
    } catch (error) {
      hasFailed = true;
      options.log.error({ err: error, questionId }, 'answer failed');
      const reason = error instanceof EngineUnavailableError ? error.message : 'The answer could not be completed.';
      yield `\n\n${reason} Nothing was saved and this question was not counted. Please try again.`;
    } finally {
      if (!isStored && isDelivered && !hasFailed) {
        // The asker left mid-answer: the rest is written and stored anyway (it is in their history), and counted.
        const finishing = finishWithoutAsker(text, engine);
        keepAnswerWithoutAsker(finishing);
      } else {
        abort.abort();
        if (!isStored) await giveBack();
      }
    }
  }

  /** Completes an answer whose asker went away; only an engine or storage failure gives the question back. */
  async function finishWithoutAsker(delivered: string, engine: AsyncIterator<string> | null): Promise<void> {
    let text = delivered;
    try {
      const rest = engine ?? options.assistant.engine.answer(engineRequest)[Symbol.asyncIterator]();
      for (let next = await rest.next(); !next.done; next = await rest.next()) text += next.value;
      await store(text);
      options.log.info({ questionId }, 'question answered after the asker left');
    } catch (error) {
      options.log.error({ err: error, questionId }, 'answer failed after the asker left');
      await giveBack();
    } finally {
      abort.abort();
    }
  }

  return { questionId, answerId, chunks: chunks(), urgency: prepared.alert?.urgency ?? null, abandon };
}

const EARLIER_ANSWER_WAIT_MS = 90_000;

/**
 * The same question again (a Retry after a cut): its earlier try is answered once it is stored,
 * without counting; a try that was given back is asked anew.
 */
async function answerAgain(options: AnswerQuestionOptions & { questionId: string }): Promise<StartedAnswer> {
  const earlier = await awaitEarlierAnswer({
    db: options.db,
    userId: options.userId,
    questionId: options.questionId,
    maxWaitMs: options.earlierAnswerWaitMs ?? EARLIER_ANSWER_WAIT_MS,
  });
  switch (earlier.kind) {
    case 'stored': {
      const { content } = earlier;
      options.log.info({ questionId: options.questionId }, 'question asked again: its stored answer is sent, not counted');
      return {
        questionId: options.questionId,
        answerId: earlier.answerId,
        chunks: (async function* () {
          yield content;
        })(),
        urgency: earlier.urgency,
        abandon: () => Promise.resolve(),
      };
    }
    case 'given-back':
      return answerQuestion(options);
    case 'still-writing':
      throw new ConflictError('This question is still being answered. Its answer will appear in your history shortly.');
  }
}
