import { z } from 'zod';

/**
 * The forms of the account e-mail screens. Their messages follow the specification (sections 5
 * and 8); the shared package has request contracts only, so the form schemas live here.
 */

/** Spec section 5: the e-mail is required and of e-mail type. */
export const ForgotPasswordFormSchema = z.object({
  email: z.string().trim().min(1, 'Email is a required field').pipe(z.email('Invalid email')),
});
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordFormSchema>;

/** Asking for a new verification link takes the same one e-mail field, with the same messages. */
export const NewVerificationLinkFormSchema = ForgotPasswordFormSchema;
export type NewVerificationLinkForm = z.infer<typeof NewVerificationLinkFormSchema>;

/** Spec sections 5 and 8, word for word. */
export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match';

/**
 * The password-change form. The current password is asked only without an e-mailed reset token
 * (decisions.md, Routes). The length rule ("more than 4 characters") is the server's: a deployment
 * may raise it, and the server's answer names the minimum it holds.
 */
export const newPasswordFormSchema = ({ isCurrentPasswordRequired }: { isCurrentPasswordRequired: boolean }) =>
  z
    .object({
      currentPassword: isCurrentPasswordRequired ? z.string().min(1, 'Current password is a required field') : z.string(),
      newPassword: z.string().min(1, 'New password is a required field'),
      confirmPassword: z.string().min(1, 'Confirm new password is a required field'),
    })
    .refine((form) => form.newPassword === form.confirmPassword, {
      message: PASSWORD_MISMATCH_MESSAGE,
      path: ['confirmPassword'],
    });
export type NewPasswordForm = z.infer<ReturnType<typeof newPasswordFormSchema>>;
