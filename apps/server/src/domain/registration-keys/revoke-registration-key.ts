import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { registrationKeys } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';

/** Revokes one of the clinic's keys (again is fine: the first time is kept); another clinic's key answers 404. */
export async function revokeRegistrationKey({ db, clinicId, keyId }: { db: Database; clinicId: string; keyId: string }) {
  const revoked = await db
    .update(registrationKeys)
    .set({ revokedAt: sql`coalesce(${registrationKeys.revokedAt}, now())` })
    .where(and(eq(registrationKeys.id, keyId), eq(registrationKeys.clinicId, clinicId)))
    .returning({ id: registrationKeys.id });
  if (revoked.length === 0) throw new NotFoundError('Registration key not found');
}
