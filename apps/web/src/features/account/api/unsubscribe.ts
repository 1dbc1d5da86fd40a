import { useMutation } from '@tanstack/react-query';
import { UnsubscribeResponseSchema, type UnsubscribeResponse } from '@cephalo/shared/account-email';
import { apiRequest } from '../../../lib/api-client';
import { serverErrorMessage } from '../../../lib/server-error-message';

/** POST /api/unsubscribe with the token of a reminder e-mail's link. */
export const unsubscribe = (unsubscribeToken: string) =>
  apiRequest('/unsubscribe', UnsubscribeResponseSchema, { method: 'POST', body: { json: { unsubscribe_token: unsubscribeToken } } });

/** Spec section 8, word for word. */
export const UNSUBSCRIBE_MESSAGES = {
  success: 'You have successfully been unsubscribed',
  missingToken: 'Error while unsubscribing.',
} as const;

/** The link keeps working (decisions.md, Accounts); used again it says so, in the server's words. */
export const unsubscribeSuccessMessage = (answer: UnsubscribeResponse): string => (answer.already_unsubscribed ? answer.detail : UNSUBSCRIBE_MESSAGES.success);

export const unsubscribeErrorMessage = (error: unknown): string =>
  serverErrorMessage(error, {
    refused: 'Error while unsubscribing, please try again.',
    unreachable: 'An error occurred while unsubscribing, please try again.',
  });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
