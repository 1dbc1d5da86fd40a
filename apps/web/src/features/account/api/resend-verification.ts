import { useMutation } from '@tanstack/react-query';
import { DetailResponseSchema, type ResendVerificationRequestSchema } from '@cephalo/shared/account-email';
import type { z } from 'zod';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { serverErrorMessage } from '../../../lib/server-error-message';

type ResendVerificationRequest = z.infer<typeof ResendVerificationRequestSchema>;

/**
 * POST /api/resend-verification. The answer is the same for every well-formed address, so it
 * tells nobody whether an account exists or is verified already.
 */
export const resendVerification = (request: ResendVerificationRequest) =>
  apiRequest('/resend-verification', DetailResponseSchema, { method: 'POST', body: { json: request } });

export const resendVerificationErrorMessage = (error: unknown): string => {
  if (isApiError(error) && error.status === 429) return 'Too many e-mails were asked for just now. Please wait a minute and try again.';
  return serverErrorMessage(error, {
    refused: 'The new link could not be sent. Please try again.',
    unreachable: 'The new link could not be sent. Please check your connection and try again.',
  });
};

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
