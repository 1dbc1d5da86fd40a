import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { loginFailures } from '../../db/schema';

/** A successful login starts the count again. */
export async function clearLoginFailures({ db, accountKey }: { db: Database; accountKey: string }): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
}
