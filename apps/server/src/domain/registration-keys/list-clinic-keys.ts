import { desc, eq } from 'drizzle-orm';
import type { RegistrationKeySummary } from '@cephalo/shared/clinic';
import type { Database } from '../../db/database';
import { plans, registrationKeys } from '../../db/schema';

/** The clinic's registration keys, newest first, without their text (only its prefix). */
export async function listClinicKeys({ db, clinicId }: { db: Database; clinicId: string }): Promise<RegistrationKeySummary[]> {
  const rows = await db
    .select({ key: registrationKeys, planName: plans.name })
    .from(registrationKeys)
    .innerJoin(plans, eq(plans.id, registrationKeys.planId))
    .where(eq(registrationKeys.clinicId, clinicId))
    .orderBy(desc(registrationKeys.createdAt));
  return rows.map(({ key, planName }) => toKeySummary(key, planName));
}

const toKeySummary = (key: typeof registrationKeys.$inferSelect, planName: string): RegistrationKeySummary => ({
  id: key.id,
  key_prefix: key.keyPrefix,
  role: key.role,
  plan_name: planName,
  expires_at: key.expiresAt.toISOString(),
  uses_left: key.usesLeft,
  revoked_at: key.revokedAt?.toISOString() ?? null,
  created_at: key.createdAt.toISOString(),
});
