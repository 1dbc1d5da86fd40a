import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import { appSecrets } from '../db/schema';
import { openTestDatabase } from '../../test/test-database';
import { resolveSigningKey, signingKeyPath } from './resolve-signing-key';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => database.close());
const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cephalo-key-'));

describe('the key that signs sessions', () => {
  it('is JWT_SECRET when it is set', async () => {
    const config = loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'q8Zr2vN0xLk4Tb7Yc1Wm9Sd3Fh6Gj5Ep' });
    expect(await resolveSigningKey(config, database.db)).toBe('q8Zr2vN0xLk4Tb7Yc1Wm9Sd3Fh6Gj5Ep');
  });

  it('otherwise lives in a 0600 file beside the data, and a key an older version kept in the database moves there', async () => {
    await database.db.insert(appSecrets).values({ name: 'jwt', value: 'legacy-key-from-the-database-0123456789' });
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(await resolveSigningKey(config, database.db)).toBe('legacy-key-from-the-database-0123456789');
    expect(await database.db.select().from(appSecrets)).toEqual([]);
    expect(fs.statSync(signingKeyPath(config)).mode & 0o777).toBe(0o600);
    // The next start reads the same key, so sessions survive a restart.
    expect(await resolveSigningKey(config, database.db)).toBe('legacy-key-from-the-database-0123456789');
  });

  it('is required as JWT_SECRET on PostgreSQL outside demo mode', async () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@localhost/x' });
    await expect(resolveSigningKey(config, database.db)).rejects.toThrow(/JWT_SECRET is required with DATABASE_URL/);
    const demo = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@localhost/x', DEMO_SEED: 'true' });
    expect((await resolveSigningKey(demo, database.db)).length).toBeGreaterThanOrEqual(48);
  });
});
