import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ForgotPasswordRequestSchema } from '@cephalo/shared/account-email';
import { apiFetch } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';

type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

/**
 * POST /api/forgot-password. Only the status is read (spec section 7): the server answers 200 for
 * any well-formed address, known or not, so the answer tells nobody whether an account exists.
 */
export const requestPasswordReset = async (request: ForgotPasswordRequest): Promise<number> => {
  const response = await apiFetch('/forgot-password', { method: 'POST', body: { json: request } });
  return response.status;
};

/** Spec section 8, word for word. A network failure shows nothing (it is only logged). */
export const passwordResetRequestMessage = (status: number): { isSent: boolean; text: string } =>
  status === 200 ? { isSent: true, text: t('account.forgot.sent') } : { isSent: false, text: t('account.forgot.notSent') };

export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) => {
      console.warn('The password reset e-mail could not be requested', error);
    },
  });
