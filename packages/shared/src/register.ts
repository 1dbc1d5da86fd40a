import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, REGISTER_KEY_MAX_LENGTH,
  USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH,
} from './account-rules';
import { RoleSchema } from './roles';

/** POST /api/register. `role` is the `{requiredRole}` of the registration screen's route. */
export const RegisterRequestSchema = z.object({
  email: z.string().trim().max(EMAIL_MAX_LENGTH, 'email is too long').pipe(z.email('email must be a valid e-mail address')),
  username: z
    .string()
    .trim()
    .min(USERNAME_MIN_LENGTH, `username must be at least ${USERNAME_MIN_LENGTH} characters`)
    .max(USERNAME_MAX_LENGTH, `username must be at most ${USERNAME_MAX_LENGTH} characters`)
    .regex(/^[\p{L}\p{N}._-]+$/u, 'username may contain only letters, digits, dot, dash and underscore')
    .refine((value) => !value.includes('@'), 'username must not contain @'),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  register_key: z.string().trim().min(1, 'register_key is required').max(REGISTER_KEY_MAX_LENGTH, 'register_key is too long'),
  role: RoleSchema.optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const RegisterResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  role: RoleSchema,
  is_verified: z.boolean(),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/**
 * The registration form of the screen (spec section 5): its messages are the specification's.
 * passwordConfirmation is checked here and never sent.
 */
export const RegisterFormSchema = z
  .object({
    email: z.string().min(1, 'Required').pipe(z.email('Invalid email')),
    username: z.string().min(1, 'Required').min(USERNAME_MIN_LENGTH, 'Too Short!'),
    password: z.string().min(1, 'Required').min(PASSWORD_MIN_LENGTH, 'Too Short!'),
    passwordConfirmation: z.string().min(1, 'Required'),
    register_key: z.string(),
  })
  .refine((form) => form.password === form.passwordConfirmation, {
    message: 'Passwords must match',
    path: ['passwordConfirmation'],
  });
export type RegisterForm = z.infer<typeof RegisterFormSchema>;
