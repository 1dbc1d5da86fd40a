import { eq } from 'drizzle-orm';
import type { ProfileUpdateSchema } from '@cephalo/shared/profile';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

/** The personal fields a user changes on their own profile (a doctor's included). */
export interface OwnProfileChanges {
  db: Database;
  userId: string;
  changes: z.output<typeof ProfileUpdateSchema>;
}

/**
 * Changes only the personal fields of the user's own profile. Role, clinic, doctor, plan and
 * e-mail are not among them, whatever the request carried. An absent field is left as it is.
 */
export async function storeProfileChanges({ db, userId, changes }: OwnProfileChanges) {
  const set = {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.surname !== undefined ? { surname: changes.surname } : {}),
    ...(changes.phone_number !== undefined ? { phoneNumber: changes.phone_number } : {}),
    ...(changes.bio !== undefined ? { bio: changes.bio } : {}),
    ...(changes.chat_answer_language !== undefined ? { chatAnswerLanguage: changes.chat_answer_language } : {}),
    ...(changes.interface_language !== undefined ? { interfaceLanguage: changes.interface_language } : {}),
  };
  if (Object.keys(set).length > 0) await db.update(users).set(set).where(eq(users.id, userId));
}
