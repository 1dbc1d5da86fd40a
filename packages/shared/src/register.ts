import { z } from 'zod';
import { EmailFieldSchema, PERSON_NAME_MAX_LENGTH, PasswordFieldSchema, UsernameFieldSchema, personNameFieldSchema } from './account-fields';
import { PASSWORD_MIN_LENGTH, REGISTER_KEY_MAX_LENGTH, USERNAME_MIN_LENGTH } from './account-rules';
import { InterfaceLanguageCodeSchema } from './interface-language-schema';
import { RoleSchema } from './roles';

/**
 * POST /api/register. `role` is the `{requiredRole}` of the registration screen's route. `name`
 * and `surname` are asked by the screen beside the specification's fields (decisions.md); a
 * client that sends neither gets a nameless account, asked once after login.
 */
export const RegisterRequestSchema = z.object({
  email: EmailFieldSchema,
  name: personNameFieldSchema('first name').optional(),
  surname: personNameFieldSchema('surname').optional(),
  username: UsernameFieldSchema,
  password: PasswordFieldSchema,
  register_key: z
    .string({ error: 'Enter a registration key' })
    .trim()
    .min(1, 'Enter a registration key')
    .max(REGISTER_KEY_MAX_LENGTH, 'This registration key is too long'),
  role: RoleSchema.optional(),
  /** The language chosen on the registration screen; without it, the request's Accept-Language (decision 030). */
  interface_language: InterfaceLanguageCodeSchema.optional(),
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
    // Beside the specification's fields: asked so the clinic and the doctor see who registered (issue 35).
    name: z.string().trim().min(1, 'Required').max(PERSON_NAME_MAX_LENGTH, 'Too Long!'),
    surname: z.string().trim().min(1, 'Required').max(PERSON_NAME_MAX_LENGTH, 'Too Long!'),
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
