import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { AccountErasureRequest } from '@cephalo/shared/profile';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/profile: the account and all its data, with the current password. */
export const eraseAccount = (request: AccountErasureRequest): Promise<null> => apiRequest('/profile', z.null(), { method: 'DELETE', body: { json: request } });

export const useEraseAccount = ({ onSuccess }: { onSuccess: () => void }) => useMutation({ mutationFn: eraseAccount, onSuccess });
