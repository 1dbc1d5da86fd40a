import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { verificationMail } from '../../mail/mail-templates';
import type { Mailer } from '../../mail/mailer';
import { countRecentTokens, issueEmailToken } from './email-tokens';

/** At most this many verification mails per address and hour, the one sent at registration included. */
export const VERIFY_MAILS_PER_HOUR = 3;

interface Recipient {
  id: string;
  email: string;
  username: string;
}

async function mailVerificationLink({ mailer, user, token, publicUrl }: { mailer: Mailer; user: Recipient; token: string; publicUrl: string }) {
  await mailer.send(verificationMail({ to: user.email, username: user.username, url: `${publicUrl}/verify-email?verify_token=${token}` }));
}

/** Mails a verification link (sent at self-registration). */
export async function sendVerificationEmail({ db, mailer, userId, publicUrl }: { db: Database; mailer: Mailer; userId: string; publicUrl: string }) {
  const [user] = await db.select({ id: users.id, email: users.email, username: users.username, isVerified: users.isVerified }).from(users).where(eq(users.id, userId));
  if (!user || user.isVerified) return;
  const token = await issueEmailToken({ db, userId: user.id, purpose: 'verify' });
  await mailVerificationLink({ mailer, user, token, publicUrl });
}

/**
 * Mails a new verification link to an address whose account is not verified yet (the link of the
 * first mail expired or got lost). The caller answers the same whatever happens here, so the
 * answer never tells whether an address has an account or is verified.
 */
export async function resendVerificationEmail({ db, mailer, email, publicUrl, log }: { db: Database; mailer: Mailer; email: string; publicUrl: string; log: FastifyBaseLogger }) {
  const [user] = await db
    .select({ id: users.id, email: users.email, username: users.username, isVerified: users.isVerified })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!user || user.isVerified) return;
  // Counted under a lock per account, as the reset mails are, so requests at once cannot pass the limit together.
  const token = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verify:${user.id}`}))`);
    if ((await countRecentTokens({ db: tx, userId: user.id, purpose: 'verify', sinceMs: 60 * 60 * 1000 })) >= VERIFY_MAILS_PER_HOUR) return null;
    return issueEmailToken({ db: tx, userId: user.id, purpose: 'verify' });
  });
  if (!token) {
    log.warn({ userId: user.id }, 'verification mail limit reached for this address');
    return;
  }
  await mailVerificationLink({ mailer, user, token, publicUrl });
}
