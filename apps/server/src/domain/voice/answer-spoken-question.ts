import { eq } from 'drizzle-orm';
import { questions, spokenAnswers } from '../../db/schema';
import { HttpError } from '../../errors/http-errors';
import { answerQuestion, type AnswerQuestionOptions } from '../chat/answer-question';

/**
 * The voice flow's question: the same assistant, triage, plan limit and storage as the typed chat,
 * answered whole, plus an audio label with which its owner can fetch the answer as speech. The
 * answer is short and opens with any urgent-care advice, so that is what is spoken first.
 */
export async function answerSpokenQuestion(
  // A spoken question has no Retry, so no question id of the browser's and no wait for an earlier try.
  options: Omit<AnswerQuestionOptions, 'questionId' | 'earlierAnswerWaitMs'> & { spokenAnswerTtlMinutes: number },
) {
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
