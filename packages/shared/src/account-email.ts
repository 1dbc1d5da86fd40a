import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './account-rules';
import { InterfaceLanguageCodeSchema } from './interface-language-schema';

const token = (field: string) => z.string().trim().min(1, `${field} is required`).max(200, `${field} is too long`);
const newPassword = z.string().min(1, 'new_password is required').max(PASSWORD_MAX_LENGTH, 'new_password is too long');

const email = z.string().trim().max(254).pipe(z.email('email must be a valid e-mail address'));

/** POST /api/verify-email: 410 for an expired link, 400 for an unknown one. */
export const VerifyEmailRequestSchema = z.object({ verify_token: token('verify_token') });
export const VerifyEmailResponseSchema = z.object({
  detail: z.string(),
  /** The link was used before and the address is verified: nothing left to do but log in. */
  already_verified: z.boolean(),
});
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;
/**
 * POST /api/forgot-password: answers 200 for any well-formed address, known or not. The mail is in
 * `interface_language` when given, else in the request's Accept-Language (decision 030).
 */
export const ForgotPasswordRequestSchema = z.object({ email, interface_language: InterfaceLanguageCodeSchema.optional() });
/** POST /api/resend-verification: answers 200 for any well-formed address, known, verified or not; the language as for forgot-password. */
export const ResendVerificationRequestSchema = z.object({ email, interface_language: InterfaceLanguageCodeSchema.optional() });
/** POST /api/reset-password-email (the e-mailed link; no current password needed). */
export const ResetPasswordEmailRequestSchema = z.object({
  reset_token: token('reset_token'),
  new_password: newPassword,
  current_password: z.string().max(PASSWORD_MAX_LENGTH).optional().nullable(),
});
/** POST /api/reset-password, form-encoded, signed in. */
export const ChangePasswordRequestSchema = z.object({
  current_password: z.string().min(1, 'current_password is required').max(PASSWORD_MAX_LENGTH),
  new_password: newPassword,
});
/** POST /api/unsubscribe */
export const UnsubscribeRequestSchema = z.object({ unsubscribe_token: token('unsubscribe_token') });
export const UnsubscribeResponseSchema = z.object({
  detail: z.string(),
  /** The link was used before: the address was unsubscribed already (decisions.md, Accounts). */
  already_unsubscribed: z.boolean(),
});
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponseSchema>;

export const DetailResponseSchema = z.object({ detail: z.string() });
