import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { loginFailures, outboxMails, users } from '../../db/schema';
import { BadRequestError } from '../../errors/http-errors';
import { checkAccountPassword } from '../accounts/check-account-password';
import type { PhotoStorage } from '../../photos/photo-storage';

/**
 * The patient's right to erasure: with the current password, the account and all that hangs on
 * it (diary, questions and answers, spoken answers, usage, reminders, mail tokens, revoked
 * sessions: all cascade) go in one transaction, with mail kept for the address and the failed
 * login count; the photo file goes after. The access trail stays (it is the clinic's record of
 * who read what) but no longer names the patient. A later login fails. The password check counts
 * against the account's limit of password checks, like a login, so a session left open (or
 * stolen) cannot guess its way to an erasure.
 */
export async function erasePatientAccount({
  db,
  photoStorage,
  userId,
  password,
}: {
  db: Database;
  photoStorage: PhotoStorage;
  userId: string;
  password: string;
}): Promise<void> {
  const wrongDetail = 'password: the password is not correct. Your account was not deleted.';
  const checkedHash = await checkAccountPassword({ db, userId, password, wrongDetail });
  const photoUrl = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, passwordHash: users.passwordHash, photo: users.profilePhotoUrl })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    // The password changed between the check and this lock: the one given is no longer the account's.
    if (!user || user.passwordHash !== checkedHash) throw new BadRequestError(wrongDetail);
    await tx.delete(outboxMails).where(eq(outboxMails.to, user.email));
    await tx.delete(loginFailures).where(or(eq(loginFailures.accountKey, userId), eq(loginFailures.accountKey, `login:${user.email}`)));
    await tx.delete(users).where(eq(users.id, userId));
    return user.photo;
  });
  await photoStorage.remove(photoUrl);
}
