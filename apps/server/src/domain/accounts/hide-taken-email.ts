import crypto from 'node:crypto';
import type { RegisterRequest, RegisterResponse } from '@cephalo/shared/register';
import type { Database } from '../../db/database';
import { hashPassword } from '../../auth/password';
import { findUsableRegistrationKey } from '../registration-keys/find-usable-registration-key';

/**
 * The answer to a registration whose e-mail address already has an account, shaped like a
 * success, so registration cannot be used to find out who has an account. The key is checked
 * (a bad key is refused as always) but not used, and the password is hashed as a real
 * registration would, so the answer takes as long.
 */
export async function hideTakenEmail({ db, request }: { db: Database; request: RegisterRequest }): Promise<RegisterResponse> {
  const key = await findUsableRegistrationKey({ db, keyText: request.register_key, requiredRole: request.role, email: request.email });
  await hashPassword(request.password);
  return { id: crypto.randomUUID(), email: request.email.trim().toLowerCase(), username: request.username.trim(), role: key.role, is_verified: false };
}
