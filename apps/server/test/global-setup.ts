import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { embeddedTemplateKey, startFromEmbeddedTemplate } from '../src/db/embedded-template';
import { MIGRATIONS_FOLDER, openDatabase, openPglite } from '../src/db/open-database';
import { BASE_DUMP_PATH, TEMPLATE_DATABASE, withDatabaseName } from './database-names';
import { TEST_SERVER_DIST } from './server-process';

/**
 * Migrates one database for the whole run: a PGlite dump that a worker loads when it has no
 * database to reuse (test-database.ts), and, when TEST_DATABASE_URL is set, a PostgreSQL template
 * database that each test file copies. Compiles the server once for the tests that run it as a
 * process (server-process.ts): a compiled start takes about half the time of one through tsx.
 */
export default async function setup() {
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  execFileSync(process.execPath, ['apps/server/build.mjs', '--outdir', TEST_SERVER_DIST, '--quiet'], { cwd: repoRoot, stdio: 'inherit' });

  // The base starts from the migrated template the build just put beside the compiled server
  // (src/db/embedded-template.ts), so the run does not pay initdb and the migrations again.
  const baseFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'cephalo-test-base-'));
  try {
    const dataDir = path.join(baseFolder, 'db');
    startFromEmbeddedTemplate(path.join(repoRoot, TEST_SERVER_DIST, 'pglite-template'), dataDir, embeddedTemplateKey(MIGRATIONS_FOLDER));
    fs.mkdirSync(dataDir, { recursive: true });
    const client = new PGlite(dataDir);
    const handle = await openPglite(client);
    const dump = await client.dumpDataDir('gzip');
    fs.mkdirSync(path.dirname(BASE_DUMP_PATH), { recursive: true });
    fs.writeFileSync(BASE_DUMP_PATH, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
  } finally {
    fs.rmSync(baseFolder, { recursive: true, force: true });
  }

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    } finally {
      await admin.end();
    }
    const template = await openDatabase({ kind: 'postgres', url: withDatabaseName(url, TEMPLATE_DATABASE) });
    await template.close();
  }
}
