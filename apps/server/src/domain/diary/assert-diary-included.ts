import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clinics, plans, users } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../errors/http-errors';

/** Diary, calendar and forecast need a plan that includes them (not Free or Basic): 403 otherwise. */
export async function assertDiaryIncluded({ db, userId, supportEmail }: { db: Database; userId: string; supportEmail: string }) {
  const [row] = await db
    .select({ includesDiary: plans.includesDiary, planName: plans.name, clinicEmail: clinics.contactEmail })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.planId))
    .leftJoin(clinics, eq(clinics.id, users.clinicId))
    .where(eq(users.id, userId));
  if (!row) throw new NotFoundError('Account not found');
  if (!row.includesDiary) {
    throw new ForbiddenError(`The diary, calendar and forecast are not part of the ${row.planName} plan. Contact ${row.clinicEmail ?? supportEmail} to upgrade.`);
  }
}
