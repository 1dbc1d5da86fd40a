import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AccountMailRequest } from './account-mail-request';
import { issueLimitedEmailToken } from './issue-limited-email-token';
import { mailVerificationLink } from './mail-verification-link';

/** At most this many verification mails per address and hour, the one sent at registration included. */
export const VERIFY_MAILS_PER_HOUR = 3;

/**
 * Mails a new verification link to an address whose account is not verified yet (the link of the
 * first mail expired or got lost). The caller answers the same whatever happens here, so the
 * answer never tells whether an address has an account or is verified.
 */
export async function resendVerificationEmail({ db, mailer, email, publicUrl, log, language }: AccountMailRequest) {
  const [user] = await db
    .select({ id: users.id, email: users.email, username: users.username, interfaceLanguage: users.interfaceLanguage, isVerified: users.isVerified })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!user || user.isVerified) return;
  const token = await issueLimitedEmailToken({ db, userId: user.id, purpose: 'verify', perHour: VERIFY_MAILS_PER_HOUR });
  if (!token) {
    log.warn({ userId: user.id }, 'verification mail limit reached for this address');
    return;
  }
  await mailVerificationLink({ mailer, user, token, publicUrl, language });
}
