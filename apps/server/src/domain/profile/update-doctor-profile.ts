import type { DoctorProfile } from '@cephalo/shared/profile';
import { getDoctorProfile } from './get-doctor-profile';
import { storeProfileChanges, type OwnProfileChanges } from './store-profile-changes';

/** Changes the personal fields of the doctor's own profile and answers it as it is now, with clinic and plan. */
export async function updateDoctorProfile({ db, userId, changes }: OwnProfileChanges): Promise<DoctorProfile> {
  await storeProfileChanges({ db, userId, changes });
  return getDoctorProfile({ db, userId });
}
