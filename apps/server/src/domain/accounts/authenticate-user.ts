import { eq, or, sql } from 'drizzle-orm';
import { EMAIL_NOT_VERIFIED_DETAIL } from '@cephalo/shared/account-details';
import type { Database } from '../../db/database';
import { plans, users } from '../../db/schema';
import { verifyPassword } from '../../auth/password';
import { BadRequestError, UnauthorizedError } from '../../errors/http-errors';
import { assertLoginNotLocked } from './assert-login-not-locked';
import { clearLoginFailures } from './clear-login-failures';
import { loginFailureKey } from './login-failure-key';
import { recordLoginFailure } from './record-login-failure';

/**
 * Finds the account by e-mail or username (either without regard to case) and checks the
 * password; ten failures in fifteen minutes lock the account's logins for a while (429).
 */
export async function authenticateUser({ db, login, password }: { db: Database; login: string; password: string }) {
  const normalized = login.trim().toLowerCase();
  const [user] = await db
    .select({
      id: users.id,
      role: users.role,
      passwordHash: users.passwordHash,
      isVerified: users.isVerified,
      tokenVersion: users.tokenVersion,
      planName: plans.name,
      aiAssistants: plans.aiAssistants,
    })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.planId))
    .where(or(eq(sql`lower(${users.email})`, normalized), eq(sql`lower(${users.username})`, normalized)))
    .limit(1);
  // Counted per account, whatever the client address; an unknown login is counted the same way.
  const accountKey = loginFailureKey(user?.id, normalized);
  await assertLoginNotLocked({ db, accountKey });
  const isPasswordRight = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !isPasswordRight) {
    await recordLoginFailure({ db, accountKey });
    throw new UnauthorizedError('Incorrect username or password.');
  }
  await clearLoginFailures({ db, accountKey });
  // Only after the password is right, so the answer does not tell whether an address has an account.
  if (!user.isVerified) throw new BadRequestError(EMAIL_NOT_VERIFIED_DETAIL);
  return user;
}
