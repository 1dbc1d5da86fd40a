import crypto from 'node:crypto';
import { users } from '../../db/schema';
import type { InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import type { RegisterRequest, RegisterResponse } from '@cephalo/shared/register';
import { USERNAME_MAX_LENGTH } from '@cephalo/shared/account-rules';
import type { Database } from '../../db/database';
import { hashPassword } from '../../auth/password';
import { BadRequestError, ConflictError } from '../../errors/http-errors';
import { consumeRegistrationKey } from '../registration-keys/consume-registration-key';
import { findUsableRegistrationKey } from '../registration-keys/find-usable-registration-key';
import { assertPasswordNotGuessable } from '../../security/assert-password-not-guessable';
import { NEW_ACCOUNT_COLUMNS, newAccountRow } from './create-user';
import { findTakenAccountNames, holdsEmail, holdsUsername } from './find-taken-account-names';

export interface RegisterUserOptions {
  db: Database;
  request: RegisterRequest;
  /** The registration screen's language (the body's, else the request's Accept-Language): the account's from now on. */
  language?: InterfaceLanguageCode;
  passwordMinLength: number;
}

/** What happened, for the mail that follows; the caller's answer (`account`) is the same either way. */
export type RegistrationOutcome = { kind: 'created'; userId: string; username: string; requestedUsername: string } | { kind: 'email-taken'; email: string };

/** Usernames offered when the one asked for is taken: it with a random number ("anna-4821"). */
const otherUsernames = (username: string) => Array.from({ length: 5 }, () => `${username.slice(0, USERNAME_MAX_LENGTH - 5)}-${crypto.randomInt(1000, 10_000)}`);

/**
 * Self-registration with a registration key: the account takes the key's role, clinic and plan
 * and starts unverified (it can log in once its e-mail address is verified).
 *
 * Nothing in the answer, its status or its time tells whether the e-mail address or the username
 * already had an account (issue 37): the password is hashed once whatever happens, the key loses
 * one use whatever happens (in the transaction that writes the account, so a failed registration
 * gives it back), and the same queries run. A taken address creates nothing and its owner is
 * told by mail; a taken username gets the account a free variant ("anna-4821"), which the
 * verification mail names. The answer always repeats what was asked for.
 */
export async function registerUser({
  db,
  request,
  language,
  passwordMinLength,
}: RegisterUserOptions): Promise<{ account: RegisterResponse; outcome: RegistrationOutcome }> {
  if (request.password.length < passwordMinLength) {
    throw new BadRequestError(`password must be at least ${passwordMinLength} characters`);
  }
  assertPasswordNotGuessable(request.password);
  const email = request.email.trim().toLowerCase();
  const requestedUsername = request.username.trim();
  // A bad key is refused before the costly hash; the hash is made before the transaction, so
  // the key's row is not locked while it runs.
  await findUsableRegistrationKey({ db, keyText: request.register_key, requiredRole: request.role, email });
  const passwordHash = await hashPassword(request.password);
  const alternatives = otherUsernames(requestedUsername);
  return db.transaction(async (tx) => {
    const key = await consumeRegistrationKey({ db: tx, keyText: request.register_key, requiredRole: request.role, email });
    const taken = await findTakenAccountNames({ db: tx, email, usernames: [requestedUsername, ...alternatives] });
    const username = [requestedUsername, ...alternatives].find((candidate) => !holdsUsername(taken, candidate)) ?? requestedUsername;
    // Run for a taken address too (it inserts nothing then), so both take the same statements.
    const [user] = await tx
      .insert(users)
      .values({
        ...newAccountRow(
          {
            email,
            username,
            role: key.role,
            planId: key.planId,
            clinicId: key.clinicId,
            isVerified: false,
            name: request.name,
            surname: request.surname,
            interfaceLanguage: language,
          },
          passwordHash,
        ),
        // Asked at registration: a person who gave both names is not asked again after login (issue 35).
        nameAskedAt: request.name && request.surname ? new Date() : null,
      })
      .onConflictDoNothing()
      .returning(NEW_ACCOUNT_COLUMNS);
    const account: RegisterResponse = { id: user?.id ?? crypto.randomUUID(), email, username: requestedUsername, role: key.role, is_verified: false };
    if (user) return { account, outcome: { kind: 'created', userId: user.id, username: user.username, requestedUsername } };
    if (holdsEmail(taken, email) || holdsEmail(await findTakenAccountNames({ db: tx, email, usernames: [] }), email)) {
      return { account, outcome: { kind: 'email-taken', email } };
    }
    // Another registration took this username in the same instant: nothing is written, the key's use comes back.
    throw new ConflictError('Someone registered at the same moment. Please press Register again.');
  });
}
