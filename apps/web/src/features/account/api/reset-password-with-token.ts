import type { z } from 'zod';
import { DetailResponseSchema, type ResetPasswordEmailRequestSchema } from '@cephalo/shared/account-email';
import { apiRequest } from '../../../lib/api-client';

type ResetPasswordEmailRequest = z.infer<typeof ResetPasswordEmailRequestSchema>;

/** POST /api/reset-password-email: the e-mailed reset, where the token stands in for the current password. */
export const resetPasswordWithToken = ({ reset_token, new_password }: ResetPasswordEmailRequest) =>
  apiRequest('/reset-password-email', DetailResponseSchema, { method: 'POST', body: { json: { reset_token, new_password } } });
