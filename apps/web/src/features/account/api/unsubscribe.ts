import { useMutation } from '@tanstack/react-query';
import { UnsubscribeResponseSchema, type UnsubscribeResponse } from '@cephalo/shared/account-email';
import { apiRequest } from '../../../lib/api-client';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { t } from '../../../i18n/i18n';

/** POST /api/unsubscribe with the token of a reminder e-mail's link. */
export const unsubscribe = (unsubscribeToken: string) =>
  apiRequest('/unsubscribe', UnsubscribeResponseSchema, { method: 'POST', body: { json: { unsubscribe_token: unsubscribeToken } } });

/** Spec section 8, word for word. */
export const UNSUBSCRIBE_MESSAGES = {
  success: () => t('account.unsubscribe.success'),
  missingToken: () => t('account.unsubscribe.missingToken'),
} as const;

/** The link keeps working (decisions.md, Accounts); used again it says so, in the server's words. */
export const unsubscribeSuccessMessage = (answer: UnsubscribeResponse): string =>
  answer.already_unsubscribed ? answer.detail : UNSUBSCRIBE_MESSAGES.success();

export const unsubscribeErrorMessage = (error: unknown): string =>
  serverErrorMessage(error, {
    refused: t('account.unsubscribe.refused'),
    unreachable: t('account.unsubscribe.unreachable'),
  });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
