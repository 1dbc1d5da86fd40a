import { useMutation } from '@tanstack/react-query';
import { DetailResponseSchema } from '@cephalo/shared/account-email';
import { apiRequest, isApiError } from '../../../lib/api-client';

/** POST /api/verify-email with the token of the mailed link. */
export const verifyEmail = (verifyToken: string) =>
  apiRequest('/verify-email', DetailResponseSchema, { method: 'POST', body: { json: { verify_token: verifyToken } } });

/** Spec section 8, word for word (the "been verified your email" wording included). */
export const VERIFY_EMAIL_MESSAGES = {
  success: 'You have successfully been verified your email',
  missingToken: 'Error while verifying.',
} as const;

export const verifyEmailErrorMessage = (error: unknown): string =>
  isApiError(error)
    ? (error.detail ?? 'Error while verifying, please try again.')
    : 'An error occurred while verifying, please try again.';

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
