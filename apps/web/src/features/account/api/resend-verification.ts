import { useMutation } from '@tanstack/react-query';
import { DetailResponseSchema, type ResendVerificationRequestSchema } from '@cephalo/shared/account-email';
import type { z } from 'zod';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { t } from '../../../i18n/i18n';

type ResendVerificationRequest = z.infer<typeof ResendVerificationRequestSchema>;

/**
 * POST /api/resend-verification. The answer is the same for every well-formed address, so it
 * tells nobody whether an account exists or is verified already.
 */
export const resendVerification = (request: ResendVerificationRequest) =>
  apiRequest('/resend-verification', DetailResponseSchema, { method: 'POST', body: { json: request } });

export const resendVerificationErrorMessage = (error: unknown): string => {
  if (isApiError(error) && error.status === 429) return t('account.newLink.tooMany');
  return serverErrorMessage(error, {
    refused: t('account.newLink.refused'),
    unreachable: t('account.newLink.unreachable'),
  });
};

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
