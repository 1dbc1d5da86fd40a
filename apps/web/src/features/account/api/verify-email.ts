import { useMutation } from '@tanstack/react-query';
import { VerifyEmailResponseSchema, type VerifyEmailResponse } from '@cephalo/shared/account-email';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { t } from '../../../i18n/i18n';

/** POST /api/verify-email with the token of the mailed link. */
export const verifyEmail = (verifyToken: string) =>
  apiRequest('/verify-email', VerifyEmailResponseSchema, { method: 'POST', body: { json: { verify_token: verifyToken } } });

/** Spec section 8, word for word (the "been verified your email" wording included). */
export const VERIFY_EMAIL_MESSAGES = {
  success: () => t('account.verify.success'),
  missingToken: () => t('account.verify.missingToken'),
} as const;

/** A link used before only says that logging in is all that is left (the server's words). */
export const verifyEmailSuccessMessage = (answer: VerifyEmailResponse): string => (answer.already_verified ? answer.detail : VERIFY_EMAIL_MESSAGES.success());

export const verifyEmailErrorMessage = (error: unknown): string =>
  serverErrorMessage(error, { refused: t('account.verify.refused'), unreachable: t('account.verify.unreachable') });

/**
 * The server refused the link itself: expired (410) or unknown (400). A new link is what helps;
 * a rate limit, a server failure or a lost connection is worth a retry of the same link instead.
 */
export const isLinkToReplace = (error: unknown): boolean => isApiError(error) && (error.status === 410 || error.status === 400);

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
