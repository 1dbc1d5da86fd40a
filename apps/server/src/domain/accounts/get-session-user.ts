import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

/** The account behind a verified access token, or null when it no longer exists. */
export async function getSessionUser({ db, userId }: { db: Database; userId: string }) {
  const [user] = await db
    .select({ id: users.id, role: users.role, clinicId: users.clinicId, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}
export type SessionUser = NonNullable<Awaited<ReturnType<typeof getSessionUser>>>;
