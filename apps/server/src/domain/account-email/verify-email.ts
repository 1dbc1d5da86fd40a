import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { emailTokens, users } from '../../db/schema';
import { BadRequestError, HttpError } from '../../errors/http-errors';
import { consumeEmailToken } from './consume-email-token';
import { hashEmailToken } from './hash-email-token';

export const VERIFY_LINK_INVALID_DETAIL = 'This verification link is not valid. Ask for a new link with your e-mail address.';
export const VERIFY_LINK_EXPIRED_DETAIL = 'This verification link has expired or was already used. Ask for a new link with your e-mail address.';

/**
 * Verifies the address of the token's user. A link that was used and whose address is verified
 * answers that there is nothing left to do (the person holding it received the mail, so this
 * tells them nothing new). An expired link answers 410, an unknown one 400: both can be replaced
 * by a new link (POST /api/resend-verification).
 */
export async function verifyEmail({ db, token }: { db: Database; token: string }): Promise<{ isAlreadyVerified: boolean }> {
  return db.transaction(async (tx) => {
    const userId = await consumeEmailToken({ db: tx, token, purpose: 'verify' });
    if (userId) {
      await tx.update(users).set({ isVerified: true }).where(eq(users.id, userId));
      return { isAlreadyVerified: false };
    }
    const [spent] = await tx
      .select({ isVerified: users.isVerified })
      .from(emailTokens)
      .innerJoin(users, eq(users.id, emailTokens.userId))
      .where(and(eq(emailTokens.tokenHash, hashEmailToken(token)), eq(emailTokens.purpose, 'verify')));
    if (!spent) throw new BadRequestError(VERIFY_LINK_INVALID_DETAIL);
    if (spent.isVerified) return { isAlreadyVerified: true };
    throw new HttpError(410, VERIFY_LINK_EXPIRED_DETAIL);
  });
}
