import { eq } from 'drizzle-orm';
import type { InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

/**
 * Stores the language a person picked in the web app (decision 030): their e-mails, the server's
 * messages to them and their PDF reports are written in it, and a clinic administrator's new
 * members start in it.
 */
export async function setInterfaceLanguage({ db, userId, language }: { db: Database; userId: string; language: InterfaceLanguageCode }): Promise<void> {
  await db.update(users).set({ interfaceLanguage: language }).where(eq(users.id, userId));
}
