import type { ProfileUpdateSchema, UserProfile } from '@cephalo/shared/profile';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { getProfile } from './get-profile';
import { storeProfileChanges } from './store-profile-changes';

/** Changes the personal fields of the user's own profile and answers the profile as it is now. */
export async function updateProfile({
  db,
  userId,
  changes,
}: {
  db: Database;
  userId: string;
  changes: z.output<typeof ProfileUpdateSchema>;
}): Promise<UserProfile> {
  await storeProfileChanges({ db, userId, changes });
  return getProfile({ db, userId });
}
