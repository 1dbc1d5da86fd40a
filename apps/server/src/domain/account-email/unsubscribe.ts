import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { BadRequestError } from '../../errors/http-errors';
import { consumeEmailToken } from './consume-email-token';

/**
 * Stops every non-essential mail (the diary reminder) for the token's user. The link stays valid
 * (decisions.md, Accounts): used again, it reports that the address was unsubscribed already.
 */
export async function unsubscribe({ db, token }: { db: Database; token: string }): Promise<{ isAlreadyUnsubscribed: boolean }> {
  const userId = await consumeEmailToken({ db, token, purpose: 'unsubscribe' });
  if (!userId) throw new BadRequestError('This unsubscribe link is invalid or expired.');
  const changed = await db
    .update(users)
    .set({ isUnsubscribed: true })
    .where(and(eq(users.id, userId), eq(users.isUnsubscribed, false)))
    .returning({ id: users.id });
  return { isAlreadyUnsubscribed: changed.length === 0 };
}
