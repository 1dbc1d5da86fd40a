import { useMutation } from '@tanstack/react-query';
import { DetailResponseSchema } from '@cephalo/shared/account-email';
import { apiRequest, isApiError } from '../../../lib/api-client';

/** POST /api/unsubscribe with the token of a reminder e-mail's link. */
export const unsubscribe = (unsubscribeToken: string) =>
  apiRequest('/unsubscribe', DetailResponseSchema, { method: 'POST', body: { json: { unsubscribe_token: unsubscribeToken } } });

/** Spec section 8, word for word. */
export const UNSUBSCRIBE_MESSAGES = {
  success: 'You have successfully been unsubscribed',
  missingToken: 'Error while unsubscribing.',
} as const;

export const unsubscribeErrorMessage = (error: unknown): string =>
  isApiError(error)
    ? (error.detail ?? 'Error while unsubscribing, please try again.')
    : 'An error occurred while unsubscribing, please try again.';

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
