import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { passwordResetMail } from '../../mail/mail-templates';
import type { Mailer } from '../../mail/mailer';
import { countRecentTokens, issueEmailToken } from './email-tokens';

/** At most this many reset mails per address and hour, however many servers or clients ask. */
export const RESET_MAILS_PER_HOUR = 3;

/**
 * Mails a reset link to a known address. The caller answers 200 either way, so the answer never
 * tells whether an address has an account.
 */
export async function requestPasswordReset({ db, mailer, email, publicUrl, log }: { db: Database; mailer: Mailer; email: string; publicUrl: string; log: FastifyBaseLogger }) {
  const [user] = await db.select({ id: users.id, email: users.email, username: users.username }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user) return;
  // Counting and issuing happen under a lock per account, so requests at once (they run after
  // their answers, side by side, on any instance) cannot pass the hourly limit together.
  const token = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reset:${user.id}`}))`);
    if ((await countRecentTokens({ db: tx, userId: user.id, purpose: 'reset', sinceMs: 60 * 60 * 1000 })) >= RESET_MAILS_PER_HOUR) return null;
    return issueEmailToken({ db: tx, userId: user.id, purpose: 'reset' });
  });
  if (!token) {
    log.warn({ userId: user.id }, 'password reset mail limit reached for this address');
    return;
  }
  await mailer.send(passwordResetMail({ to: user.email, username: user.username, url: `${publicUrl}/reset-password?reset_token=${token}` }));
}
