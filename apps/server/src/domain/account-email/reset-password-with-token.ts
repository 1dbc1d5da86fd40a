import type { DatabaseOrTransaction } from '../../db/database';
import { BadRequestError } from '../../errors/http-errors';
import { clearLoginFailures } from '../accounts/clear-login-failures';
import { assertNewPasswordLength } from './assert-new-password-length';
import { consumeEmailToken } from './consume-email-token';
import { storeNewPassword } from './store-new-password';

/**
 * The e-mailed reset: the token proves the address, so no current password is needed (one sent is
 * not checked, so it is not counted). It also lifts a lock of the account's password checks: the
 * lock's message points here, and whoever reads the mailbox owns the account anyway.
 */
export async function resetPasswordWithToken({
  db,
  token,
  newPassword,
  minLength,
}: {
  db: DatabaseOrTransaction;
  token: string;
  newPassword: string;
  minLength: number;
}) {
  assertNewPasswordLength(newPassword, minLength);
  return db.transaction(async (tx) => {
    const userId = await consumeEmailToken({ db: tx, token, purpose: 'reset' });
    if (!userId) throw new BadRequestError('This reset link is invalid, used or expired. Please ask for a new one.');
    await storeNewPassword({ db: tx, userId, newPassword });
    await clearLoginFailures({ db: tx, accountKey: userId });
    return { userId };
  });
}
