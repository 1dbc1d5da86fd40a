import { BadRequestError } from '../../errors/http-errors';
import { assertPasswordNotGuessable } from '../../security/assert-password-not-guessable';

/** decisions.md: a new password must be longer than 4 characters (or the configured minimum). */
export function assertNewPasswordLength(password: string, minLength: number) {
  const required = Math.max(minLength, 5);
  if (password.length < required) throw new BadRequestError(`The new password must be at least ${required} characters long.`);
  assertPasswordNotGuessable(password);
}
