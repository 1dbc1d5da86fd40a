import { eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database';
import { users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../auth/password';
import { BadRequestError } from '../../errors/http-errors';
import { assertPasswordNotGuessable } from '../../security/assert-password-not-guessable';
import { consumeEmailToken } from './email-tokens';

/** decisions.md: a new password must be longer than 4 characters (or the configured minimum). */
export function assertNewPasswordLength(password: string, minLength: number) {
  const required = Math.max(minLength, 5);
  if (password.length < required) throw new BadRequestError(`The new password must be at least ${required} characters long.`);
  assertPasswordNotGuessable(password);
}

/** Stores a new password and raises the token version, which ends every session of the user. */
async function storePassword(db: DatabaseOrTransaction, userId: string, newPassword: string) {
  await db.update(users).set({ passwordHash: await hashPassword(newPassword), tokenVersion: sql`${users.tokenVersion} + 1`, isVerified: true }).where(eq(users.id, userId));
}

/** The e-mailed reset: the token proves the address, so no current password is needed. */
export async function resetPasswordWithToken({ db, token, newPassword, minLength }: { db: DatabaseOrTransaction; token: string; newPassword: string; minLength: number }) {
  assertNewPasswordLength(newPassword, minLength);
  return db.transaction(async (tx) => {
    const userId = await consumeEmailToken({ db: tx, token, purpose: 'reset' });
    if (!userId) throw new BadRequestError('This reset link is invalid, used or expired. Please ask for a new one.');
    await storePassword(tx, userId, newPassword);
    return { userId };
  });
}

/** The signed-in change: the current password must be right. */
export async function changePassword({ db, userId, currentPassword, newPassword, minLength }: { db: DatabaseOrTransaction; userId: string; currentPassword: string; newPassword: string; minLength: number }) {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) throw new BadRequestError('The current password is not correct.');
  assertNewPasswordLength(newPassword, minLength);
  await storePassword(db, userId, newPassword);
}
