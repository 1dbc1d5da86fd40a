import type { Database } from '../../db/database';
import { checkAccountPassword } from '../accounts/check-account-password';
import { assertNewPasswordLength } from './assert-new-password-length';
import { storeNewPassword } from './store-new-password';

/**
 * The signed-in change: the current password must be right, and a wrong one counts against the
 * account's limit of password checks (a stolen session cannot guess its way to the account).
 */
export async function changePassword({
  db,
  userId,
  currentPassword,
  newPassword,
  minLength,
}: {
  db: Database;
  userId: string;
  currentPassword: string;
  newPassword: string;
  minLength: number;
}) {
  await checkAccountPassword({ db, userId, password: currentPassword, wrongDetail: 'The current password is not correct.' });
  assertNewPasswordLength(newPassword, minLength);
  await storeNewPassword({ db, userId, newPassword });
}
