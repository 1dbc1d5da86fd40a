import type { z } from 'zod';
import { DetailResponseSchema, type ChangePasswordRequestSchema } from '@cephalo/shared/account-email';
import { apiRequest } from '../../../lib/api-client';

type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/**
 * POST /api/reset-password, form-encoded with the bearer token (spec section 7). Success ends
 * every session of the user on the server, this one included.
 */
export const changePassword = ({ current_password, new_password }: ChangePasswordRequest) =>
  apiRequest('/reset-password', DetailResponseSchema, { method: 'POST', body: { form: { current_password, new_password } } });
