import type { InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import type { RegisterRequest, RegisterResponse } from '@cephalo/shared/register';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { sendVerificationEmail } from '../account-email/send-verification-email';
import { notifyRegistrationAttempt } from './notify-registration-attempt';
import { registerUser } from './register-user';

export interface RegistrationAnswer {
  account: RegisterResponse;
  /** False when the address already had an account: the answer looks the same, nothing was created. */
  isNew: boolean;
  /** The mail to send once the answer has gone out, so a registration takes as long whether or not the address was new. */
  mail: { send: () => Promise<void>; failureMessage: string };
}

/**
 * A self-registration: the new account and its verification mail (naming the username it got,
 * when the one asked for was taken), or, for an address that already has an account, an answer
 * shaped like a success while the owner of the address is told instead of the one who tried.
 */
export async function answerRegistration({
  db,
  mailer,
  request,
  language,
  passwordMinLength,
  publicUrl,
}: {
  db: Database;
  mailer: Mailer;
  request: RegisterRequest;
  /** The registration screen's language: the new account's, and its verification mail's. */
  language?: InterfaceLanguageCode;
  passwordMinLength: number;
  publicUrl: string;
}): Promise<RegistrationAnswer> {
  const { account, outcome } = await registerUser({ db, request, language, passwordMinLength });
  if (outcome.kind === 'email-taken') {
    return {
      account,
      isNew: false,
      mail: { send: () => notifyRegistrationAttempt({ db, mailer, email: outcome.email, publicUrl }), failureMessage: 'registration attempt mail failed' },
    };
  }
  const takenUsername = outcome.username === outcome.requestedUsername ? undefined : outcome.requestedUsername;
  return {
    account,
    isNew: true,
    mail: { send: () => sendVerificationEmail({ db, mailer, userId: outcome.userId, publicUrl, takenUsername }), failureMessage: 'verification mail failed' },
  };
}
