import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

/**
 * Keeps the time zone the browser sent at login, so the diary reminder is due on the patient's own
 * clock. No zone (none sent, or one `sentTimeZone` did not know) leaves the stored one as it is.
 */
export async function rememberTimeZone({ db, userId, timeZone }: { db: Database; userId: string; timeZone: string | null }): Promise<void> {
  if (timeZone === null) return;
  await db.update(users).set({ timeZone }).where(eq(users.id, userId));
}
