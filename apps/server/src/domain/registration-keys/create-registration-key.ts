import type { Role } from '@cephalo/shared/roles';
import type { DatabaseOrTransaction } from '../../db/database';
import { registrationKeys } from '../../db/schema';
import { findPlanByName } from '../plans/find-plan-by-name';
import { hashRegistrationKey, newRegistrationKeyText, registrationKeyPrefix } from './registration-key-text';

export interface CreateRegistrationKeyOptions {
  db: DatabaseOrTransaction;
  clinicId: string;
  role: Role;
  planName: string;
  expiresAt: Date;
  uses: number;
  /** Restricts the key to one e-mail address. */
  email?: string | null;
  createdById?: string | null;
  /** A fixed key text (demo data only); otherwise a random one is made. */
  keyText?: string;
}

/** Creates a key and returns its text: the only moment the text exists outside the hash. */
export async function createRegistrationKey(options: CreateRegistrationKeyOptions) {
  const plan = await findPlanByName({ db: options.db, name: options.planName });
  const keyText = options.keyText ?? newRegistrationKeyText();
  const [row] = await options.db
    .insert(registrationKeys)
    .values({
      keyHash: hashRegistrationKey(keyText),
      keyPrefix: registrationKeyPrefix(keyText),
      role: options.role,
      clinicId: options.clinicId,
      planId: plan.id,
      email: options.email?.toLowerCase() ?? null,
      expiresAt: options.expiresAt,
      usesLeft: options.uses,
      createdById: options.createdById ?? null,
    })
    .returning({ id: registrationKeys.id, expiresAt: registrationKeys.expiresAt, usesLeft: registrationKeys.usesLeft });
  if (!row) throw new Error('Registration key was not stored');
  return { ...row, key: keyText, role: options.role, planName: plan.name };
}
