import { verificationMail } from '../../mail/mail-templates';
import type { Mailer } from '../../mail/mailer';

/** The account a verification link is mailed to. */
interface VerificationRecipient {
  id: string;
  email: string;
  username: string;
}

/** Mails the link that verifies the recipient's address with a token already issued. */
export async function mailVerificationLink({
  mailer,
  user,
  token,
  publicUrl,
  takenUsername,
}: {
  mailer: Mailer;
  user: VerificationRecipient;
  token: string;
  publicUrl: string;
  takenUsername?: string | undefined;
}) {
  await mailer.send(verificationMail({ to: user.email, username: user.username, url: `${publicUrl}/verify-email?verify_token=${token}`, takenUsername }));
}
