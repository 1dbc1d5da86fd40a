import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { verificationMail } from '../../mail/mail-templates';
import type { Mailer } from '../../mail/mailer';
import { issueEmailToken } from './email-tokens';

/** Mails a verification link (sent at self-registration). */
export async function sendVerificationEmail({ db, mailer, userId, publicUrl }: { db: Database; mailer: Mailer; userId: string; publicUrl: string }) {
  const [user] = await db.select({ email: users.email, username: users.username, isVerified: users.isVerified }).from(users).where(eq(users.id, userId));
  if (!user || user.isVerified) return;
  const token = await issueEmailToken({ db, userId, purpose: 'verify' });
  await mailer.send(verificationMail({ to: user.email, username: user.username, url: `${publicUrl}/verify-email?verify_token=${token}` }));
}
