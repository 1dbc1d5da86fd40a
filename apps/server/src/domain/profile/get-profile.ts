import { eq } from 'drizzle-orm';
import type { UserProfile } from '@cephalo/shared/profile';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';
import { profileColumns } from './profile-columns';

/** The signed-in user's own profile. */
export async function getProfile({ db, userId }: { db: Database; userId: string }): Promise<UserProfile> {
  const [profile] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  if (!profile) throw new NotFoundError('Account not found');
  return profile;
}
