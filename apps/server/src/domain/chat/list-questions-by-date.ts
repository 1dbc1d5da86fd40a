import { and, asc, eq } from 'drizzle-orm';
import type { Question } from '@cephalo/shared/chat';
import type { Database } from '../../db/database';
import { answers, questions } from '../../db/schema';

/** One day's conversation with an assistant, oldest first, each question with its answer. */
export async function listQuestionsByDate({ db, userId, agentId, date }: { db: Database; userId: string; agentId: number; date: string }): Promise<Question[]> {
  const rows = await db
    .select({ question: questions, answer: answers })
    .from(questions)
    .leftJoin(answers, eq(answers.questionId, questions.id))
    .where(and(eq(questions.userId, userId), eq(questions.agentId, agentId), eq(questions.createdDate, date)))
    .orderBy(asc(questions.createdAt));
  return rows.map(({ question, answer }) => ({
    id: question.id,
    content: question.content,
    created_date: question.createdDate,
    created_time: question.createdTime,
    answer: answer
      ? {
          id: answer.id,
          content: answer.content,
          created_date: answer.createdDate,
          created_time: answer.createdTime,
          reference_list: answer.referenceList,
          urgency: answer.urgency ?? null,
        }
      : null,
  }));
}
