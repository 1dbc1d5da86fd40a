import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { questions } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';

/** Deletes one of the user's own questions with its answer; anyone else's answers 404. */
export async function deleteQuestion({ db, userId, agentId, questionId }: { db: Database; userId: string; agentId: number; questionId: string }) {
  const deleted = await db
    .delete(questions)
    .where(and(eq(questions.id, questionId), eq(questions.userId, userId), eq(questions.agentId, agentId)))
    .returning({ id: questions.id });
  if (deleted.length === 0) throw new NotFoundError('Message not found');
}
