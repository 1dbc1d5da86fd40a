import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { storedLanguage } from '../../i18n/request-language';
import { passwordResetMail } from '../../mail/mail-templates';
import type { AccountMailRequest } from './account-mail-request';
import { issueLimitedEmailToken } from './issue-limited-email-token';

/** At most this many reset mails per address and hour, however many servers or clients ask. */
export const RESET_MAILS_PER_HOUR = 3;

/**
 * Mails a reset link to a known address. The caller answers 200 either way, so the answer never
 * tells whether an address has an account.
 */
export async function requestPasswordReset({ db, mailer, email, publicUrl, log, language }: AccountMailRequest) {
  const [user] = await db
    .select({ id: users.id, email: users.email, username: users.username, interfaceLanguage: users.interfaceLanguage })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!user) return;
  const token = await issueLimitedEmailToken({ db, userId: user.id, purpose: 'reset', perHour: RESET_MAILS_PER_HOUR });
  if (!token) {
    log.warn({ userId: user.id }, 'password reset mail limit reached for this address');
    return;
  }
  await mailer.send(
    passwordResetMail({
      to: user.email,
      language: language ?? storedLanguage(user.interfaceLanguage),
      username: user.username,
      url: `${publicUrl}/reset-password?reset_token=${token}`,
    }),
  );
}
