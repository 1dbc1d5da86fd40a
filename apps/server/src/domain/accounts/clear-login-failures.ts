import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database';
import { loginFailures } from '../../db/schema';

/** A right password (a login, a change, an e-mailed reset) starts the count again. */
export async function clearLoginFailures({ db, accountKey }: { db: DatabaseOrTransaction; accountKey: string }): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
}
