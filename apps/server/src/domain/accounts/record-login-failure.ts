import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { loginFailures } from '../../db/schema';

/** OWASP's guidance on credential stuffing, as the issue sets it: 10 failures in 15 minutes, from any mix of addresses... */
export const MAX_LOGIN_FAILURES = 10;
const FAILURE_WINDOW_MINUTES = 15;
/** ...lock that account's logins for 15 minutes (a real user waits; a guessing script stalls). */
export const LOGIN_LOCK_MINUTES = 15;

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
