import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database';
import { users } from '../../db/schema';
import { verifyPassword } from '../../auth/password';
import { BadRequestError } from '../../errors/http-errors';
import { assertNewPasswordLength } from './assert-new-password-length';
import { storeNewPassword } from './store-new-password';

/** The signed-in change: the current password must be right. */
export async function changePassword({ db, userId, currentPassword, newPassword, minLength }: { db: DatabaseOrTransaction; userId: string; currentPassword: string; newPassword: string; minLength: number }) {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) throw new BadRequestError('The current password is not correct.');
  assertNewPasswordLength(newPassword, minLength);
  await storeNewPassword({ db, userId, newPassword });
}
