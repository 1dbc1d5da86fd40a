import type { UserProfile } from '@cephalo/shared/profile';
import { getProfile } from './get-profile';
import { storeProfileChanges, type OwnProfileChanges } from './store-profile-changes';

/** Changes the personal fields of the user's own profile and answers the profile as it is now. */
export async function updateProfile({ db, userId, changes }: OwnProfileChanges): Promise<UserProfile> {
  await storeProfileChanges({ db, userId, changes });
  return getProfile({ db, userId });
}
