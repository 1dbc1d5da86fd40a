import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database';
import { loginFailures } from '../../db/schema';
import { TooManyAttemptsError } from '../../errors/http-errors';

export const LOGIN_LOCKED_DETAIL = 'Too many failed logins for this account. Please wait and try again, or reset your password.';

/** 429 with Retry-After while the account's password checks are locked (`detail` says which check was refused). */
export async function assertLoginNotLocked({
  db,
  accountKey,
  detail = LOGIN_LOCKED_DETAIL,
  now = new Date(),
}: {
  db: DatabaseOrTransaction;
  accountKey: string;
  detail?: string;
  now?: Date;
}): Promise<void> {
  const [row] = await db.select({ lockedUntil: loginFailures.lockedUntil }).from(loginFailures).where(eq(loginFailures.accountKey, accountKey));
  if (row?.lockedUntil && row.lockedUntil > now) {
    throw new TooManyAttemptsError(detail, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000));
  }
}
