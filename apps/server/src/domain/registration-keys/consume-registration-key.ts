import { and, eq, gt, sql } from 'drizzle-orm';
import { registrationKeys } from '../../db/schema';
import { BadRequestError } from '../../errors/http-errors';
import { findUsableRegistrationKey, type RegistrationKeyUse } from './find-usable-registration-key';

/**
 * Checks a registration key and takes one use of it. Call inside the transaction that creates
 * the account, so a failed registration gives the use back.
 */
export async function consumeRegistrationKey(options: RegistrationKeyUse) {
  const key = await findUsableRegistrationKey(options);
  const { db } = options;
  // The condition on uses_left makes two registrations racing for the last use safe.
  const [taken] = await db
    .update(registrationKeys)
    .set({ usesLeft: sql`${registrationKeys.usesLeft} - 1` })
    .where(and(eq(registrationKeys.id, key.id), gt(registrationKeys.usesLeft, 0)))
    .returning({ id: registrationKeys.id });
  if (!taken) throw new BadRequestError('This registration key has no uses left.');
  return { role: key.role, clinicId: key.clinicId, planId: key.planId };
}
