import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './account-rules';

/** The account fields the server accepts, wherever an account is made (registration, clinic administrator). */
export const EmailFieldSchema = z.string().trim().max(EMAIL_MAX_LENGTH, 'email is too long').pipe(z.email('email must be a valid e-mail address'));
export const UsernameFieldSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, `username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(/^[\p{L}\p{N}._-]+$/u, 'username may contain only letters, digits, dot, dash and underscore');
export const PasswordFieldSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `password must be at most ${PASSWORD_MAX_LENGTH} characters`);
