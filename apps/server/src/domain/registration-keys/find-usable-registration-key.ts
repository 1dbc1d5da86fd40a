import { eq } from 'drizzle-orm';
import type { Role } from '@cephalo/shared/roles';
import type { DatabaseOrTransaction } from '../../db/database';
import { registrationKeys } from '../../db/schema';
import { BadRequestError } from '../../errors/http-errors';
import { hashRegistrationKey } from './registration-key-text';

export interface RegistrationKeyUse {
  db: DatabaseOrTransaction;
  keyText: string;
  /** The `{requiredRole}` of the registration screen, when given. */
  requiredRole?: Role | undefined;
  email: string;
  now?: Date;
}

/** The key, when it may register this e-mail address for this role now; a clear 400 otherwise. */
export async function findUsableRegistrationKey({ db, keyText, requiredRole, email, now = new Date() }: RegistrationKeyUse) {
  const [key] = await db
    .select()
    .from(registrationKeys)
    .where(eq(registrationKeys.keyHash, hashRegistrationKey(keyText)));
  if (!key || key.revokedAt !== null) throw new BadRequestError('Invalid registration key.');
  if (key.expiresAt.getTime() <= now.getTime()) throw new BadRequestError('This registration key has expired.');
  if (requiredRole !== undefined && key.role !== requiredRole) {
    throw new BadRequestError(`This registration key cannot register a ${requiredRole} account.`);
  }
  if (key.email !== null && key.email !== email.toLowerCase()) {
    throw new BadRequestError('This registration key was issued for another e-mail address.');
  }
  if (key.usesLeft <= 0) throw new BadRequestError('This registration key has no uses left.');
  return key;
}
