import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { answers, spokenAnswers, users } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';

/** The text and language of a spoken answer; someone else's or an expired label answers 404. */
export async function getSpokenAnswer({ db, userId, label }: { db: Database; userId: string; label: string }) {
  const [row] = await db
    .select({ content: answers.content, language: users.chatAnswerLanguage })
    .from(spokenAnswers)
    .innerJoin(answers, eq(answers.id, spokenAnswers.answerId))
    .innerJoin(users, eq(users.id, spokenAnswers.userId))
    .where(and(eq(spokenAnswers.label, label), eq(spokenAnswers.userId, userId), gt(spokenAnswers.expiresAt, sql`now()`)));
  if (!row) throw new NotFoundError('This spoken answer is not available (it may have expired).');
  return row;
}
