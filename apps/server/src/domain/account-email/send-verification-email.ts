import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { issueEmailToken } from './issue-email-token';
import { mailVerificationLink } from './mail-verification-link';

/**
 * Mails a verification link (sent at self-registration). `takenUsername`: the username asked for,
 * when another account had it and this one got a variant; the mail says so.
 */
export async function sendVerificationEmail({
  db,
  mailer,
  userId,
  publicUrl,
  takenUsername,
}: {
  db: Database;
  mailer: Mailer;
  userId: string;
  publicUrl: string;
  takenUsername?: string | undefined;
}) {
  const [user] = await db
    .select({ id: users.id, email: users.email, username: users.username, interfaceLanguage: users.interfaceLanguage, isVerified: users.isVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.isVerified) return;
  const token = await issueEmailToken({ db, userId: user.id, purpose: 'verify' });
  await mailVerificationLink({ mailer, user, token, publicUrl, takenUsername });
}
