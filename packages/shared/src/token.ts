import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account-rules';
import { AgentIdSchema } from './agents';
import { RoleSchema } from './roles';

/** POST /api/token, form-encoded. `username` is an e-mail or a username. */
export const TokenRequestSchema = z.object({
  username: z
    .string({ error: 'Enter your e-mail address or username' })
    .trim()
    .min(1, 'Enter your e-mail address or username')
    .max(254, 'The e-mail address or username is too long'),
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH, 'The password is too long'),
  /**
   * "Keep me signed in on this device": `true` gives a session of REMEMBERED_SESSION_DAYS,
   * renewed as it is used (POST /api/token/renew); absent or `false`, the usual session.
   */
  remember: z.enum(['true', 'false'], { error: 'remember is true or false' }).optional(),
});
export type TokenRequest = z.infer<typeof TokenRequestSchema>;

export const TokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  role: RoleSchema,
  plan: z.string(),
  /** Assistant ids the user's plan includes (decisions.md: not the plan name). */
  ai_assistants: z.array(AgentIdSchema),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** POST /api/token/renew: a fresh token of the same remembered session. */
export const RenewedTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
});
export type RenewedTokenResponse = z.infer<typeof RenewedTokenResponseSchema>;

/** The login form of the screen; messages from spec sections 5 and 8. */
export const LoginFormSchema = z.object({
  username: z.string().trim().min(1, 'Email or Username is a required field'),
  password: z.string().min(1, 'Password is a required field').min(PASSWORD_MIN_LENGTH, 'Password must be at least 4 characters long.'),
  /** "Keep me signed in on this device", off unless the person ticks it. */
  remember: z.boolean().optional(),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;
