import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { verifyPassword } from '../../auth/password';
import { BadRequestError } from '../../errors/http-errors';
import { assertLoginNotLocked } from './assert-login-not-locked';
import { clearLoginFailures } from './clear-login-failures';
import { recordLoginFailure } from './record-login-failure';

export const PASSWORD_CHECKS_LOCKED_DETAIL =
  'Too many wrong passwords for this account. Please wait and try again, or reset your password with "Forgot password".';

/**
 * A signed-in check of the account's current password (a password change, an erasure). It counts
 * against the same per-account limit as logins (login_failures, in the database, so every
 * instance shares it), whoever holds the session: ten wrong passwords in fifteen minutes lock
 * every password check of the account, logins included, for fifteen minutes (429). A wrong
 * password is a 400 with `wrongDetail`; a right one clears the count, as a login does.
 * Returns the password hash that was checked, so the caller can make sure it has not changed since.
 */
export async function checkAccountPassword({
  db,
  userId,
  password,
  wrongDetail,
}: {
  db: Database;
  userId: string;
  password: string;
  wrongDetail: string;
}): Promise<string> {
  await assertLoginNotLocked({ db, accountKey: userId, detail: PASSWORD_CHECKS_LOCKED_DETAIL });
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  // Counted outside any transaction of the caller: a refusal must not roll its own count back.
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    await recordLoginFailure({ db, accountKey: userId });
    throw new BadRequestError(wrongDetail);
  }
  await clearLoginFailures({ db, accountKey: userId });
  return user.passwordHash;
}
