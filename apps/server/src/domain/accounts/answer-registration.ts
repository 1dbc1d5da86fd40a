import type { RegisterRequest, RegisterResponse } from '@cephalo/shared/register';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { sendVerificationEmail } from '../account-email/send-verification-email';
import { EmailTakenError } from './create-user';
import { hideTakenEmail } from './hide-taken-email';
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
 * A self-registration: the new account and its verification mail, or, for an address that already
 * has an account, an answer shaped like a success while the owner of the address is told instead
 * of the one who tried.
 */
export async function answerRegistration({ db, mailer, request, passwordMinLength, publicUrl }: { db: Database; mailer: Mailer; request: RegisterRequest; passwordMinLength: number; publicUrl: string }): Promise<RegistrationAnswer> {
  let user: Awaited<ReturnType<typeof registerUser>>;
  try {
    user = await registerUser({ db, request, passwordMinLength });
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error;
    return {
      account: await hideTakenEmail({ db, request }),
      isNew: false,
      mail: { send: () => notifyRegistrationAttempt({ db, mailer, email: request.email, publicUrl }), failureMessage: 'registration attempt mail failed' },
    };
  }
  return {
    account: { id: user.id, email: user.email, username: user.username, role: user.role, is_verified: user.isVerified },
    isNew: true,
    mail: { send: () => sendVerificationEmail({ db, mailer, userId: user.id, publicUrl }), failureMessage: 'verification mail failed' },
  };
}
