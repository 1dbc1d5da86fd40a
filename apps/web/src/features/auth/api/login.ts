import { useMutation } from '@tanstack/react-query';
import { EMAIL_NOT_VERIFIED_DETAIL } from '@cephalo/shared/account-details';
import type { LoginForm, TokenResponse } from '@cephalo/shared/token';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { saveLogin } from '../../../lib/auth-storage';
import type { MessageKey } from '../../../i18n/i18n';

/**
 * The login screen's schemas, and zod with them, load when the visitor starts on the form
 * rather than with the screen, so /login shows sooner on a slow phone (issue 14).
 */
export const loadLoginSchemas = () => import('@cephalo/shared/token');

/**
 * POST /api/token is form-encoded, as the specification's client sends it (section 7);
 * `remember=true` only when "Keep me signed in on this device" is ticked (decision 010).
 */
export const login = async ({ username, password, remember }: LoginForm): Promise<TokenResponse> => {
  const { TokenResponseSchema } = await loadLoginSchemas();
  const form: Record<string, string> = remember ? { username, password, remember: 'true' } : { username, password };
  return apiRequest('/token', TokenResponseSchema, { method: 'POST', body: { form } });
};

/** The error catalogue of the specification (section 8): the key of its message in the interface's catalogue. */
export const loginErrorMessage = (error: unknown): MessageKey => {
  if (isApiError(error) && error.status === 401) return 'errors.invalidLogin';
  if (isApiError(error) && error.status === 400) return 'errors.checkInputsOrVerify';
  return 'errors.somethingWentWrong';
};

/** The password was right and only the e-mail address is not verified yet: a new link helps. */
export const isEmailNotVerified = (error: unknown): boolean => isApiError(error) && error.status === 400 && error.detail === EMAIL_NOT_VERIFIED_DETAIL;

export const useLogin = ({ onSuccess }: { onSuccess: (login: TokenResponse) => void }) =>
  useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      saveLogin(response);
      onSuccess(response);
    },
  });
