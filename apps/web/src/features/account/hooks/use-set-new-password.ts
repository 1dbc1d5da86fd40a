import { useMutation } from '@tanstack/react-query';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { endSession } from '../../../lib/session';
import { changePassword } from '../api/change-password';
import { resetPasswordWithToken } from '../api/reset-password-with-token';
import { t } from '../../../i18n/i18n';

/** The e-mailed reset carries its token; the signed-in change proves itself with the current password. */
export type NewPasswordRequest = { resetToken: string; newPassword: string } | { currentPassword: string; newPassword: string };

const setNewPassword = (request: NewPasswordRequest) =>
  'resetToken' in request
    ? resetPasswordWithToken({ reset_token: request.resetToken, new_password: request.newPassword })
    : changePassword({ current_password: request.currentPassword, new_password: request.newPassword });

/** Spec section 8, word for word. */
export const passwordResetSuccessMessage = (): string => t('account.reset.success');

export const newPasswordErrorMessage = (error: unknown): string =>
  serverErrorMessage(error, { refused: t('account.reset.refused'), unreachable: t('account.reset.unreachable') });

export const useSetNewPassword = () =>
  useMutation({
    mutationFn: setNewPassword,
    onSuccess: (_answer, request) => {
      // The server ended every session of the user: the stored token is dead, so forget it now.
      if (!('resetToken' in request)) endSession();
    },
  });
