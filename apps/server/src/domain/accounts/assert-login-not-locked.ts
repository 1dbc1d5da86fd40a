import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { loginFailures } from '../../db/schema';
import { TooManyAttemptsError } from '../../errors/http-errors';

/** 429 with Retry-After while the account's logins are locked. */
export async function assertLoginNotLocked({ db, accountKey, now = new Date() }: { db: Database; accountKey: string; now?: Date }): Promise<void> {
  const [row] = await db.select({ lockedUntil: loginFailures.lockedUntil }).from(loginFailures).where(eq(loginFailures.accountKey, accountKey));
  if (row?.lockedUntil && row.lockedUntil > now) {
    throw new TooManyAttemptsError(
      'Too many failed logins for this account. Please wait and try again, or reset your password.',
      Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000),
    );
  }
}
