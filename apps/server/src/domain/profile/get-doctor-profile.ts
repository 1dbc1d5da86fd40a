import { eq } from 'drizzle-orm';
import type { DoctorProfile } from '@cephalo/shared/profile';
import type { Database } from '../../db/database';
import { clinics, plans, users } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';
import { profileColumns } from './profile-columns';

/** The doctor's own profile with the names of their clinic and plan. */
export async function getDoctorProfile({ db, userId }: { db: Database; userId: string }): Promise<DoctorProfile> {
  const [profile] = await db
    .select({ ...profileColumns, clinic_name: clinics.name, plan_name: plans.name })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.planId))
    .leftJoin(clinics, eq(clinics.id, users.clinicId))
    .where(eq(users.id, userId));
  if (!profile) throw new NotFoundError('Account not found');
  return profile;
}
