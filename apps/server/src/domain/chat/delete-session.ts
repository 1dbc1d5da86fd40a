import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { questions } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';

/** Deletes one day's conversation of the user with an assistant. */
export async function deleteSession({ db, userId, agentId, date }: { db: Database; userId: string; agentId: number; date: string }) {
  const deleted = await db
    .delete(questions)
    .where(and(eq(questions.userId, userId), eq(questions.agentId, agentId), eq(questions.createdDate, date)))
    .returning({ id: questions.id });
  if (deleted.length === 0) throw new NotFoundError('No conversation on that date');
  return deleted.length;
}
