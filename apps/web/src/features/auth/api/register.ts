import { useMutation } from '@tanstack/react-query';
import type { RegisterForm, RegisterResponse } from '@cephalo/shared/register';
import { RegisterResponseSchema } from '@cephalo/shared/register';
import type { Role } from '@cephalo/shared/roles';
import { apiRequest } from '../../../lib/api-client';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { t } from '../../../i18n/i18n';

interface RegisterInput {
  form: RegisterForm;
  role: Role;
}

/** POST /api/register. passwordConfirmation is only checked in the form and never sent. */
export const register = ({ form, role }: RegisterInput): Promise<RegisterResponse> =>
  apiRequest('/register', RegisterResponseSchema, {
    method: 'POST',
    body: {
      json: {
        name: form.name,
        surname: form.surname,
        email: form.email,
        username: form.username,
        password: form.password,
        register_key: form.register_key,
        role,
      },
    },
  });

/** Spec section 8: the server's detail, or "Registration failed". */
export const registerErrorMessage = (error: unknown): string => serverErrorMessage(error, t('register.failed'));

export const useRegister = ({ onSuccess }: { onSuccess: (account: RegisterResponse) => void }) => useMutation({ mutationFn: register, onSuccess });
