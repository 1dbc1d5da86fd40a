import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { BadRequestError } from '../../errors/http-errors';
import { consumeEmailToken } from './email-tokens';

export async function verifyEmail({ db, token }: { db: Database; token: string }) {
  await db.transaction(async (tx) => {
    const userId = await consumeEmailToken({ db: tx, token, purpose: 'verify' });
    if (!userId) throw new BadRequestError('This verification link is invalid, used or expired. Log in to get a new one, or register again.');
    await tx.update(users).set({ isVerified: true }).where(eq(users.id, userId));
  });
}
