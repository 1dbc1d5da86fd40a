import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ConfigError, isDemoMode, type Config } from '../config/env';
import type { Database } from '../db/database';
import { appSecrets } from '../db/schema';

/** The key file beside the data: readable by the server's user only, never inside the database. */
export const signingKeyPath = (config: Config): string => path.join(config.DATA_DIR, 'secrets', 'jwt-signing.key');

/**
 * The key that signs access tokens. JWT_SECRET wins. Otherwise the embedded database (and any
 * demo) keeps a generated key in a 0600 file beside the data, so a copy of the database alone
 * cannot forge sessions. A PostgreSQL deployment outside demo mode must set JWT_SECRET: its
 * instances share the database, and a per-machine file would end sessions across them.
 * A key an older version kept in the database moves to the file, and the database copy is deleted.
 */
export async function resolveSigningKey(config: Config, db: Database): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  if (!config.isEmbeddedDatabase && !isDemoMode(config)) {
    throw new ConfigError(
      'JWT_SECRET is required with DATABASE_URL (set the same random value, at least 32 characters, on every instance; for example: openssl rand -base64 48).',
    );
  }
  const file = signingKeyPath(config);
  const [legacy] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, 'jwt'));
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, legacy?.value ?? crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  if (legacy) await db.delete(appSecrets).where(eq(appSecrets.name, 'jwt'));
  return fs.readFileSync(file, 'utf8').trim();
}
