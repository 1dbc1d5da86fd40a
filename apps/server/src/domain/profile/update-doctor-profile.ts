import type { DoctorProfile, ProfileUpdateSchema } from '@cephalo/shared/profile';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { getDoctorProfile } from './get-doctor-profile';
import { storeProfileChanges } from './store-profile-changes';

/** Changes the personal fields of the doctor's own profile and answers it as it is now, with clinic and plan. */
export async function updateDoctorProfile({
  db,
  userId,
  changes,
}: {
  db: Database;
  userId: string;
  changes: z.output<typeof ProfileUpdateSchema>;
}): Promise<DoctorProfile> {
  await storeProfileChanges({ db, userId, changes });
  return getDoctorProfile({ db, userId });
}
