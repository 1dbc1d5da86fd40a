import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../src/db/database';
import { openDatabase, openPglite } from '../src/db/open-database';
import { BASE_DUMP_PATH, TEMPLATE_DATABASE, withDatabaseName } from './database-names';

/**
 * A fresh migrated database for one test file: a copy of the run's PGlite base, or of the
 * PostgreSQL template when TEST_DATABASE_URL is set. Closing it drops the copy.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const client = new PGlite({ loadDataDir: new Blob([fs.readFileSync(BASE_DUMP_PATH)]) });
    return openPglite(client);
  }
  const name = `cephalo_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  const handle = await openDatabase({ kind: 'postgres', url: withDatabaseName(url, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      // The pool has said goodbye, but PostgreSQL may still be closing those backends; dropping
      // with FORCE at that moment sends them a FATAL that an ending client reports as an
      // unhandled error. Wait until they are gone (FORCE stays for a test that leaked one).
      await waitUntilUnused(url, name);
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, statement: string, values: unknown[] = []) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await admin.query(statement, values);
  } finally {
    await admin.end();
  }
}

async function waitUntilUnused(url: string, name: string, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await adminQuery(url, 'SELECT count(*)::int AS connections FROM pg_stat_activity WHERE datname = $1', [name]);
    if ((rows[0] as { connections: number }).connections === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
