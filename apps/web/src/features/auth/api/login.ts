import { useMutation } from '@tanstack/react-query';
import { TokenResponseSchema, type LoginForm, type TokenResponse } from '@cephalo/shared/token';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { saveLogin } from '../../../lib/auth-storage';

/** POST /api/token is form-encoded, as the specification's client sends it (section 7). */
export const login = ({ username, password }: LoginForm): Promise<TokenResponse> =>
  apiRequest('/token', TokenResponseSchema, { method: 'POST', body: { form: { username, password } } });

/** The error catalogue of the specification (section 8), word for word. */
export const loginErrorMessage = (error: unknown): string => {
  if (isApiError(error) && error.status === 401) return 'Invalid email or password. Please try again.';
  if (isApiError(error) && error.status === 400) return 'Please check your inputs and try again or verify user email.';
  return 'Something went wrong. Please try again later.';
};

export const useLogin = ({ onSuccess }: { onSuccess: (login: TokenResponse) => void }) =>
  useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      saveLogin(response);
      onSuccess(response);
    },
  });
