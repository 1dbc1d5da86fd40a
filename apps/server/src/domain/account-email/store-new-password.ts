import { eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database';
import { users } from '../../db/schema';
import { hashPassword } from '../../auth/password';

/** Stores a new password and raises the token version, which ends every session of the user. */
export async function storeNewPassword({ db, userId, newPassword }: { db: DatabaseOrTransaction; userId: string; newPassword: string }) {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), tokenVersion: sql`${users.tokenVersion} + 1`, isVerified: true })
    .where(eq(users.id, userId));
}
