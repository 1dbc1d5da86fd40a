import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { countRecentTokens } from './count-recent-tokens';
import { issueEmailToken, type EmailTokenPurpose } from './issue-email-token';

/**
 * A new token, or null once the user was sent `perHour` of this purpose in the last hour. Counting
 * and issuing happen under a lock per account, so requests at once (they run after their answers,
 * side by side, on any instance) cannot pass the hourly limit together.
 */
export async function issueLimitedEmailToken({
  db,
  userId,
  purpose,
  perHour,
}: {
  db: Database;
  userId: string;
  purpose: EmailTokenPurpose;
  perHour: number;
}): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${purpose}:${userId}`}))`);
    if ((await countRecentTokens({ db: tx, userId, purpose, sinceMs: 60 * 60 * 1000 })) >= perHour) return null;
    return issueEmailToken({ db: tx, userId, purpose });
  });
}
