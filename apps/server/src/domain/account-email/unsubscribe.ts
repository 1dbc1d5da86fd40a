import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { BadRequestError } from '../../errors/http-errors';
import { consumeEmailToken } from './email-tokens';

/** Stops every non-essential mail (the diary reminder) for the token's user. */
export async function unsubscribe({ db, token }: { db: Database; token: string }) {
  const userId = await consumeEmailToken({ db, token, purpose: 'unsubscribe' });
  if (!userId) throw new BadRequestError('This unsubscribe link is invalid or expired.');
  await db.update(users).set({ isUnsubscribed: true }).where(eq(users.id, userId));
}
