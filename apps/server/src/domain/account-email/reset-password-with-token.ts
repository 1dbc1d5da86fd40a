import type { DatabaseOrTransaction } from '../../db/database';
import { BadRequestError } from '../../errors/http-errors';
import { assertNewPasswordLength } from './assert-new-password-length';
import { consumeEmailToken } from './consume-email-token';
import { storeNewPassword } from './store-new-password';

/** The e-mailed reset: the token proves the address, so no current password is needed. */
export async function resetPasswordWithToken({ db, token, newPassword, minLength }: { db: DatabaseOrTransaction; token: string; newPassword: string; minLength: number }) {
  assertNewPasswordLength(newPassword, minLength);
  return db.transaction(async (tx) => {
    const userId = await consumeEmailToken({ db: tx, token, purpose: 'reset' });
    if (!userId) throw new BadRequestError('This reset link is invalid, used or expired. Please ask for a new one.');
    await storeNewPassword({ db: tx, userId, newPassword });
    return { userId };
  });
}
