import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../src/db/database';
import { openDatabase, openPglite } from '../src/db/open-database';
import { BASE_DUMP_PATH, TEMPLATE_DATABASE, withDatabaseName } from './database-names';

/**
 * A clean migrated database for one test file. On PGlite it is the database the worker's previous
 * file closed, emptied back to the run's migrated base (resetToBase), or a new copy of that base
 * when none is free: loading one costs about a CPU-second, the reset a tenth of that. With
 * TEST_DATABASE_URL it is a new copy of the PostgreSQL template, dropped on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openPgliteTestDatabase();
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

/** What a new copy of the base holds, read from the worker's first copy before any test wrote. */
interface BaseState {
  /** Empties every public table, then puts back the rows and sequence values the migrations left. */
  reset: string;
  /** Answers a digest of the schema, the migrations, every public table's rows and sequence. */
  digestQuery: string;
  digest: string;
}

/**
 * The one database the worker keeps for its next test file (vitest runs the server's files with
 * isolate: false, so this survives from file to file). A second database opened while the first
 * is still lent is a new copy; only one goes back here, the others are closed.
 */
let freeDatabase: PGlite | undefined;
let baseState: Promise<BaseState> | undefined;
/** Databases that a closed test file still tried to use: never lent again. */
const usedAfterClose = new WeakSet<PGlite>();

async function openPgliteTestDatabase(): Promise<DatabaseHandle> {
  let client = freeDatabase;
  freeDatabase = undefined;
  if (!client) {
    client = new PGlite({ loadDataDir: new Blob([fs.readFileSync(BASE_DUMP_PATH)]) });
    await client.waitReady;
    baseState ??= readBaseState(client);
  }
  const loan = lend(client, await (baseState as Promise<BaseState>));
  const handle = await openPglite(loan.client);
  return { ...handle, close: loan.giveBack };
}

/**
 * The test file gets the database behind a guard: after close it answers as a closed PGlite
 * ("PGlite is closed"), so a test that checks the database after closing it sees it gone, and a
 * late query of a closed app cannot write into the next file's data. Listeners the file left
 * (an app that was never closed) are removed so that the next file's changes never call into it.
 */
function lend(client: PGlite, base: BaseState) {
  let isReturned = false;
  const stopListeners = new Set<() => Promise<void>>();

  const refuse = () => {
    usedAfterClose.add(client);
    if (freeDatabase === client) {
      freeDatabase = undefined;
      void client.close().catch(() => undefined);
    }
    return Promise.reject(new Error('PGlite is closed'));
  };

  const giveBack = async () => {
    if (isReturned) return;
    isReturned = true;
    try {
      for (const stop of [...stopListeners]) await stop();
      if (!freeDatabase && !usedAfterClose.has(client)) {
        await resetToBase(client, base);
        if (!freeDatabase && !usedAfterClose.has(client)) {
          freeDatabase = client;
          return;
        }
      }
    } catch {
      // A reset that failed leaves the database in a state nobody knows: it is closed below and
      // the next file loads a new copy of the base.
    }
    if (!client.closed) await client.close();
  };

  const listen = async (...args: Parameters<PGlite['listen']>) => {
    if (isReturned) return refuse();
    const unlisten = await client.listen(...args);
    let isListening = true;
    const stop = async () => {
      if (!isListening) return;
      isListening = false;
      stopListeners.delete(stop);
      await unlisten();
    };
    stopListeners.add(stop);
    return async () => {
      if (!isReturned) await stop();
    };
  };

  const guarded = new Proxy(client, {
    get(target, property) {
      if (property === 'closed') return isReturned || target.closed;
      if (property === 'close') return giveBack;
      if (property === 'listen') return listen;
      // PGlite keeps its state in private fields: its methods must run on the client itself.
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => (isReturned ? refuse() : Reflect.apply(value, target, args));
    },
  });
  return { client: guarded, giveBack };
}

/**
 * Brings a database a test file has used back to the migrated base, and checks that it got there:
 * session state first (DISCARD ALL: settings, prepared statements, temporary tables, advisory
 * locks, LISTEN), then every public table emptied and the migrations' rows (the plans of
 * 0001_plans.sql) and sequence values put back exactly, so a plan a test changed does not leak
 * into the next file. drizzle.__drizzle_migrations is left alone; a test that changed the schema
 * or the migrations fails the digest and the database is closed instead.
 */
async function resetToBase(client: PGlite, base: BaseState) {
  await client.exec('DISCARD ALL');
  await client.exec(base.reset);
  const { rows } = await client.query<{ digest: string }>(base.digestQuery);
  if (rows[0]?.digest !== base.digest) throw new Error('The reset database differs from the migrated base.');
}

async function readBaseState(client: PGlite): Promise<BaseState> {
  const names = async (relkind: string) =>
    (
      await client.query<{ name: string }>(
        `SELECT format('public.%I', relname) AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = $1 ORDER BY relname`,
        [relkind],
      )
    ).rows.map((row) => row.name);
  const tables = await names('r');
  const sequences = await names('S');

  const restores: string[] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ columns: string; rows: string | null }>(
      `SELECT (SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) FROM pg_attribute
                WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '') AS columns,
              (SELECT quote_literal(json_agg(saved)) FROM ${table} saved) AS rows`,
      [table],
    );
    const saved = rows[0];
    if (saved?.rows) {
      restores.push(
        `INSERT INTO ${table} (${saved.columns}) OVERRIDING SYSTEM VALUE SELECT ${saved.columns} FROM json_populate_recordset(NULL::${table}, ${saved.rows});`,
      );
    }
  }
  for (const sequence of sequences) {
    const { rows } = await client.query<{ restore: string }>(
      `SELECT format('SELECT setval(%L, %s, %L);', $1::text, last_value, is_called) AS restore FROM ${sequence}`,
      [sequence],
    );
    restores.push(rows[0]?.restore ?? '');
  }
  // Triggers stay quiet while the rows go back (replica role): the change feed has nothing to say.
  const reset = [
    'BEGIN;',
    'SET LOCAL session_replication_role = replica;',
    `TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE;`,
    ...restores,
    'COMMIT;',
  ].join('\n');

  const digestQuery = `SELECT md5(string_agg(line, E'\\n' ORDER BY line)) AS digest FROM (
    ${SCHEMA_LINES}
    ${tables.map((table) => `UNION ALL SELECT '${table} ' || coalesce(md5(string_agg(saved::text, E'\\n' ORDER BY saved::text)), '') FROM ${table} saved`).join('\n')}
    ${sequences.map((sequence) => `UNION ALL SELECT '${sequence} ' || last_value || ' ' || is_called FROM ${sequence}`).join('\n')}
  ) lines`;
  const { rows } = await client.query<{ digest: string }>(digestQuery);
  return { reset, digestQuery, digest: rows[0]?.digest ?? '' };
}

/** The schema as lines of text: what a test could have changed besides rows. */
const SCHEMA_LINES = `
  SELECT format('relation %s %s', oid::regclass, relkind) AS line FROM pg_class WHERE relnamespace IN ('public'::regnamespace, 'drizzle'::regnamespace)
  UNION ALL SELECT format('column %s %s %s %s %s', attrelid::regclass, attname, format_type(atttypid, atttypmod), attnotnull, pg_get_expr(adbin, adrelid))
    FROM pg_attribute JOIN pg_class ON pg_class.oid = attrelid LEFT JOIN pg_attrdef ON adrelid = attrelid AND adnum = attnum
    WHERE relnamespace IN ('public'::regnamespace, 'drizzle'::regnamespace) AND attnum > 0 AND NOT attisdropped
  UNION ALL SELECT format('constraint %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) FROM pg_constraint WHERE connamespace = 'public'::regnamespace
  UNION ALL SELECT format('index %s', pg_get_indexdef(indexrelid)) FROM pg_index JOIN pg_class ON pg_class.oid = indexrelid WHERE relnamespace = 'public'::regnamespace
  UNION ALL SELECT format('trigger %s %s', pg_get_triggerdef(oid), tgenabled) FROM pg_trigger WHERE NOT tgisinternal
  UNION ALL SELECT format('function %s %s', oid::regprocedure, md5(prosrc)) FROM pg_proc WHERE pronamespace = 'public'::regnamespace
  UNION ALL SELECT format('enum %s %s %s', enumtypid::regtype, enumsortorder, enumlabel) FROM pg_enum
  UNION ALL SELECT 'schema ' || nspname FROM pg_namespace WHERE nspname !~ '^pg_(toast_)?temp_'
  UNION ALL SELECT 'role ' || rolname FROM pg_roles
  UNION ALL SELECT 'setting ' || array_to_string(setconfig, ',') FROM pg_db_role_setting
  UNION ALL SELECT 'extension ' || extname || ' ' || extversion FROM pg_extension
  UNION ALL SELECT 'migration ' || hash || ' ' || created_at FROM drizzle.__drizzle_migrations`;

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
