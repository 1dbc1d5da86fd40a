import { and, eq, isNull } from 'drizzle-orm';
import type { NameAnswer } from '@cephalo/shared/me';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

/**
 * The answer to the one-time question after login (issue 35): the account's first name and
 * surname, and that it was asked. `answer` null: the person chose not to say; they are not asked
 * again (the profile still changes the names at any time).
 */
export async function answerNameQuestion({ db, userId, answer }: { db: Database; userId: string; answer: NameAnswer | null }): Promise<void> {
  if (answer) {
    await db.update(users).set({ name: answer.name, surname: answer.surname, nameAskedAt: new Date() }).where(eq(users.id, userId));
    return;
  }
  // Only the first dismissal is kept: it is when the person was asked.
  await db
    .update(users)
    .set({ nameAskedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.nameAskedAt)));
}
