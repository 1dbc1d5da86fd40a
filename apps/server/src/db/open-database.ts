import fs from 'node:fs/promises';
import path from 'node:path';
import { packageFolder } from '@cephalo/clinic/package-folder';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgliteChangeFeed, postgresChangeFeed } from './change-feed';
import type { Database, DatabaseHandle } from './database';
import { BUILT_TEMPLATE_FOLDER, embeddedTemplateKey, startFromEmbeddedTemplate } from './embedded-template';
import * as schema from './schema';

export const MIGRATIONS_FOLDER = path.join(packageFolder('@cephalo/server'), 'drizzle');

/** Any constant: the advisory lock that keeps two starting instances from migrating at once. */
const MIGRATION_LOCK_ID = 7_210_421;

export type DatabaseTarget = { kind: 'pglite'; dataDir: string } | { kind: 'pglite-memory'; loadDataDir?: Blob } | { kind: 'postgres'; url: string };

/**
 * Opens the database and applies the committed SQL migrations. A new embedded database starts
 * from the build's migrated template when there is one (embedded-template.ts).
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url);
  if (target.kind === 'pglite-memory') return openPglite(new PGlite(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}));
  const createdFromTemplate = startFromEmbeddedTemplate(BUILT_TEMPLATE_FOLDER, target.dataDir, embeddedTemplateKey(MIGRATIONS_FOLDER));
  await fs.mkdir(target.dataDir, { recursive: true });
  return { ...(await openPglite(new PGlite(target.dataDir))), createdFromTemplate };
}

/** Wraps an open PGlite client (tests dump and reload migrated ones) and migrates it. */
export async function openPglite(client: PGlite): Promise<DatabaseHandle> {
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    listenForChanges: pgliteChangeFeed(client),
    async runExclusively(_lockId, task) {
      await task();
      return true;
    },
    async close() {
      if (client.closed) return;
      // A checkpoint first, so the data folder is complete on disk when the process ends.
      await client.query('CHECKPOINT');
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that PostgreSQL closes (a restart, a failover, an administrator) is
  // reported here; without a listener it would end the whole server. The pool replaces it.
  pool.on('error', (error) => process.emitWarning(`A database connection was closed by the server: ${error.message}`, 'DatabaseWarning'));
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres({ client: lockClient, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    listenForChanges: postgresChangeFeed(url),
    async runExclusively(lockId, task) {
      // A session lock on one connection held for the task: transaction locks would keep a
      // transaction open across the task's own statements and mail sends.
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [lockId]);
        if (!rows[0]?.locked) return false;
        try {
          await task();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [lockId]);
        }
        return true;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
