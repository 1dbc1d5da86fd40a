import type { InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import { storedLanguage } from '../../i18n/request-language';
import { verificationMail } from '../../mail/mail-templates';
import type { Mailer } from '../../mail/mailer';

/** The account a verification link is mailed to. */
interface VerificationRecipient {
  id: string;
  email: string;
  username: string;
  /** The account's interface language: the mail's, unless the request named another (`language`). */
  interfaceLanguage: string;
}

/** Mails the link that verifies the recipient's address with a token already issued. */
export async function mailVerificationLink({
  mailer,
  user,
  token,
  publicUrl,
  takenUsername,
  language = storedLanguage(user.interfaceLanguage),
}: {
  mailer: Mailer;
  user: VerificationRecipient;
  token: string;
  publicUrl: string;
  takenUsername?: string | undefined;
  language?: InterfaceLanguageCode | undefined;
}) {
  await mailer.send(
    verificationMail({ to: user.email, language, username: user.username, url: `${publicUrl}/verify-email?verify_token=${token}`, takenUsername }),
  );
}
