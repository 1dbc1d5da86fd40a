import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AgentId } from '@cephalo/shared/agents';
import type { WeatherSnapshot } from '@cephalo/shared/weather-snapshot';
import type { AssistantService } from '../../assistant/assistant-service';
import type { Database } from '../../db/database';
import { questions, spokenAnswers } from '../../db/schema';
import { HttpError } from '../../errors/http-errors';
import { answerQuestion } from '../chat/answer-question';

/**
 * The voice flow's question: the same assistant, triage, plan limit and storage as the typed chat,
 * answered whole, plus an audio label with which its owner can fetch the answer as speech. The
 * answer is short and opens with any urgent-care advice, so that is what is spoken first.
 */
export async function answerSpokenQuestion(options: {
  db: Database;
  assistant: AssistantService;
  log: FastifyBaseLogger;
  userId: string;
  agentId: AgentId;
  message: string;
  weather: WeatherSnapshot | null;
  timeZone: string;
  spokenAnswerTtlMinutes: number;
}) {
  const started = await answerQuestion(options);
  let text = '';
  for await (const chunk of started.chunks) text += chunk;
  const [question] = await options.db
    .select({ date: questions.createdDate, time: questions.createdTime })
    .from(questions)
    .where(eq(questions.id, started.questionId));
  if (!question) throw new HttpError(502, 'The assistant could not answer this time. Nothing was saved and the question was not counted. Please try again.');
  const [spoken] = await options.db
    .insert(spokenAnswers)
    .values({ userId: options.userId, answerId: started.answerId, expiresAt: new Date(Date.now() + options.spokenAnswerTtlMinutes * 60_000) })
    .returning({ label: spokenAnswers.label });
  return {
    ai_response: text.trim(),
    audio_label: spoken!.label,
    q_date: question.date,
    q_time: question.time,
    q_id: started.questionId,
    a_id: started.answerId,
    urgency: started.urgency,
  };
}
