import type { RegisterRequest } from '@cephalo/shared/register';
import type { Database } from '../../db/database';
import { BadRequestError } from '../../errors/http-errors';
import { consumeRegistrationKey } from '../registration-keys/consume-registration-key';
import { assertPasswordNotGuessable } from '../../security/assert-password-not-guessable';
import { createUser } from './create-user';

export interface RegisterUserOptions {
  db: Database;
  request: RegisterRequest;
  passwordMinLength: number;
}

/**
 * Self-registration with a registration key: the account takes the key's role, clinic and plan.
 * The key's use and the account are written in one transaction, so neither exists without the other.
 * The account starts unverified: it can log in once its e-mail address is verified.
 */
export async function registerUser({ db, request, passwordMinLength }: RegisterUserOptions) {
  if (request.password.length < passwordMinLength) {
    throw new BadRequestError(`password must be at least ${passwordMinLength} characters`);
  }
  assertPasswordNotGuessable(request.password);
  return db.transaction(async (tx) => {
    const key = await consumeRegistrationKey({ db: tx, keyText: request.register_key, requiredRole: request.role, email: request.email });
    return createUser({
      db: tx,
      email: request.email,
      username: request.username,
      password: request.password,
      role: key.role,
      planId: key.planId,
      clinicId: key.clinicId,
      isVerified: false,
    });
  });
}
