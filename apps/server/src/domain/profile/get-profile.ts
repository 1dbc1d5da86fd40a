import { eq, sql } from 'drizzle-orm';
import type { DoctorProfile, UserProfile } from '@cephalo/shared/profile';
import type { Database } from '../../db/database';
import { clinics, plans, users } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';

const profileColumns = {
  username: users.username,
  email: users.email,
  name: users.name,
  surname: users.surname,
  phone_number: users.phoneNumber,
  bio: users.bio,
  chat_answer_language: users.chatAnswerLanguage,
  profile_photo_url: users.profilePhotoUrl,
  clinic_id: users.clinicId,
  has_doctor: sql<boolean>`${users.doctorId} is not null`,
};

/** The signed-in user's own profile. */
export async function getProfile({ db, userId }: { db: Database; userId: string }): Promise<UserProfile> {
  const [profile] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  if (!profile) throw new NotFoundError('Account not found');
  return profile;
}

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
