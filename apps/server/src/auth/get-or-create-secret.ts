import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { appSecrets } from '../db/schema';

/**
 * A secret generated once and kept in the database, so every instance on the same database
 * signs with the same key and tokens survive a restart, without any set-up step.
 */
export async function getOrCreateSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: crypto.randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`Secret ${name} could not be created`);
  return row.value;
}
