import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { loginFailures } from '../../db/schema';
import { TooManyAttemptsError } from '../../errors/http-errors';

/** OWASP's guidance on credential stuffing, as the issue sets it: 10 failures in 15 minutes, from any mix of addresses... */
export const MAX_LOGIN_FAILURES = 10;
const FAILURE_WINDOW_MINUTES = 15;
/** ...lock that account's logins for 15 minutes (a real user waits; a guessing script stalls). */
export const LOGIN_LOCK_MINUTES = 15;

/** The key a failure is counted under: the account, or the typed login when no account has it. */
export const loginFailureKey = (userId: string | undefined, login: string): string => userId ?? `login:${login}`;

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

/** Counts one failure in one atomic statement (any instance, any number at once); the tenth in the window locks. */
export async function recordLoginFailure({ db, accountKey, now = new Date() }: { db: Database; accountKey: string; now?: Date }): Promise<void> {
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MINUTES * 60_000);
  const lockedUntil = new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000);
  const isStale = sql`${loginFailures.windowStartedAt} < ${windowStart}`;
  const failures = sql`case when ${isStale} then 1 else ${loginFailures.failures} + 1 end`;
  await db
    .insert(loginFailures)
    .values({ accountKey, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.accountKey,
      set: {
        failures,
        windowStartedAt: sql`case when ${isStale} then ${now} else ${loginFailures.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${MAX_LOGIN_FAILURES} then ${lockedUntil} else ${loginFailures.lockedUntil} end`,
      },
    });
}

/** A successful login starts the count again. */
export async function clearLoginFailures({ db, accountKey }: { db: Database; accountKey: string }): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
}
