import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clinics, users } from '../../db/schema';

/** Whose photo: a person's (patient or doctor) or a clinic's. */
export type PhotoOwner = { userId: string } | { clinicId: string };

/**
 * Points the owner's record at a new photo (or none) and answers the previous one, under a row
 * lock: of two uploads at once the later sees the earlier's file as the previous one, so no file
 * is left behind.
 */
export async function swapProfilePhotoUrl({ db, owner, url }: { db: Database; owner: PhotoOwner; url: string | null }): Promise<string | null> {
  const { table, id } = 'clinicId' in owner ? { table: clinics, id: owner.clinicId } : { table: users, id: owner.userId };
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ url: table.profilePhotoUrl }).from(table).where(eq(table.id, id)).for('update');
    await tx.update(table).set({ profilePhotoUrl: url }).where(eq(table.id, id));
    return before?.url ?? null;
  });
}
