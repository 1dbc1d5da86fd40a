import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './account-rules';

/** The account fields the server accepts, wherever an account is made (registration, clinic administrator). */
// Messages in words: a form shows them under the field (the API's `errors`), so they speak to a person.
export const EmailFieldSchema = z
  .string({ error: 'Enter an e-mail address' })
  .trim()
  .min(1, 'Enter an e-mail address')
  .max(EMAIL_MAX_LENGTH, `The e-mail address must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('Enter a valid e-mail address, such as name@example.com'));
export const UsernameFieldSchema = z
  .string({ error: 'Enter a username' })
  .trim()
  .min(USERNAME_MIN_LENGTH, `The username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `The username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(/^[\p{L}\p{N}._-]+$/u, 'The username may contain only letters, digits, dot, dash and underscore');
export const PasswordFieldSchema = z
  .string({ error: 'Enter a password' })
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `The password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** The longest first name or surname kept (as on the profile). */
export const PERSON_NAME_MAX_LENGTH = 100;

/** A first name or surname a person gives (registration, the one-time question after login): trimmed, bounded, no control characters. */
export const personNameFieldSchema = (label: 'first name' | 'surname') =>
  z
    .string({ error: `Enter your ${label}` })
    .trim()
    .min(1, `Enter your ${label}`)
    .max(PERSON_NAME_MAX_LENGTH, `The ${label} must be at most ${PERSON_NAME_MAX_LENGTH} characters`)
    .regex(/^[^\p{Cc}]*$/u, `The ${label} may not contain control characters`);
