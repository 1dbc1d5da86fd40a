import { eq } from 'drizzle-orm';
import type { InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { storedLanguage } from '../../i18n/request-language';

/** A person's interface language (decision 030): what the server writes for them is in it; English for an unknown account. */
export async function getInterfaceLanguage({ db, userId }: { db: Database; userId: string }): Promise<InterfaceLanguageCode> {
  const [row] = await db.select({ interfaceLanguage: users.interfaceLanguage }).from(users).where(eq(users.id, userId));
  return storedLanguage(row?.interfaceLanguage);
}
