import { and, desc, eq, sql } from 'drizzle-orm';
import type { RegistrationKeySummary } from '@cephalo/shared/clinic';
import type { Database } from '../../db/database';
import { plans, registrationKeys } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';

export async function listClinicKeys({ db, clinicId }: { db: Database; clinicId: string }): Promise<RegistrationKeySummary[]> {
  const rows = await db
    .select({ key: registrationKeys, planName: plans.name })
    .from(registrationKeys)
    .innerJoin(plans, eq(plans.id, registrationKeys.planId))
    .where(eq(registrationKeys.clinicId, clinicId))
    .orderBy(desc(registrationKeys.createdAt));
  return rows.map(({ key, planName }) => toKeySummary(key, planName));
}

export const toKeySummary = (key: typeof registrationKeys.$inferSelect, planName: string): RegistrationKeySummary => ({
  id: key.id,
  key_prefix: key.keyPrefix,
  role: key.role,
  plan_name: planName,
  expires_at: key.expiresAt.toISOString(),
  uses_left: key.usesLeft,
  revoked_at: key.revokedAt?.toISOString() ?? null,
  created_at: key.createdAt.toISOString(),
});

/** Revokes one of the clinic's keys (again is fine: the first time is kept); another clinic's key answers 404. */
export async function revokeRegistrationKey({ db, clinicId, keyId }: { db: Database; clinicId: string; keyId: string }) {
  const revoked = await db
    .update(registrationKeys)
    .set({ revokedAt: sql`coalesce(${registrationKeys.revokedAt}, now())` })
    .where(and(eq(registrationKeys.id, keyId), eq(registrationKeys.clinicId, clinicId)))
    .returning({ id: registrationKeys.id });
  if (revoked.length === 0) throw new NotFoundError('Registration key not found');
}
