import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { resolveTimeZone } from '../../time/local-date-time';

/**
 * Keeps the time zone the browser sent at login, so the diary reminder is due on the patient's own
 * clock. A missing or unknown zone leaves the stored one as it is.
 */
export async function rememberTimeZone({ db, userId, timeZone }: { db: Database; userId: string; timeZone: string | string[] | undefined }): Promise<void> {
  if (typeof timeZone !== 'string' || resolveTimeZone(timeZone) !== timeZone) return;
  await db.update(users).set({ timeZone }).where(eq(users.id, userId));
}
