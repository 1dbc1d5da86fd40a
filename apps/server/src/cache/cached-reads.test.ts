import crypto from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { getTableName, is, sql, type Logger } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consecutiveDates, createTestClinic, insertDiaryDays } from '../../test/builders';
import { openTestDatabase } from '../../test/test-database';
import type { Database, DatabaseHandle } from '../db/database';
import * as schema from '../db/schema';
import { cachedReads, checkedSessionRead, type CachedRead } from './cached-reads';

/**
 * The declaration of cached reads against the migrated database: a cached read over a table that
 * announces nothing would be served stale for its whole lifetime on every other instance.
 */
let database: DatabaseHandle;
const statements: string[] = [];
/** The same database, with every statement written down. */
let logged: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  const logger: Logger = { logQuery: (query) => void statements.push(query) };
  const client: unknown = (database.db as unknown as { $client: unknown }).$client;
  logged = (database.kind === 'pglite'
    ? drizzlePglite({ client: client as PGlite, schema, logger })
    : drizzlePostgres({ client: client as pg.Pool, schema, logger })) as unknown as Database;
});
afterAll(async () => {
  await database?.close();
});

const TABLE_NAMES = new Set<string>(Object.values(schema).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : [])));

/** The tables named in what `run` sent to the database. */
async function tablesTouchedBy(run: () => Promise<unknown>) {
  statements.length = 0;
  await run();
  expect(statements.length).toBeGreaterThan(0);
  // A table is named after from, join, into or update, or before a column ("diary_entries"."id"):
  // a column may have a table's name (midas_scores has "answers").
  const tableReferences = /(?:from|join|into|update)\s+"(\w+)"|"(\w+)"\./gi;
  return new Set(
    statements.flatMap((statement) => [...statement.matchAll(tableReferences)].map((match) => (match[1] ?? match[2])!).filter((name) => TABLE_NAMES.has(name))),
  );
}

/** Tables with a row trigger that runs the change notification, after the change. */
async function announcingTables() {
  const { rows } = (await database.db.execute(sql`
    SELECT DISTINCT c.relname AS table_name
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
    WHERE NOT t.tgisinternal AND t.tgenabled <> 'D' AND p.proname = 'notify_account_change'
      AND c.relnamespace = 'public'::regnamespace
      AND (t.tgtype & 1) = 1 AND (t.tgtype & 2) = 0`)) as unknown as { rows: { table_name: string }[] };
  return new Set(rows.map((row) => row.table_name));
}

const today = new Date().toISOString().slice(0, 10);

describe('the cached reads (cache/cached-reads.ts)', () => {
  it('depend only on tables that announce their changes', async () => {
    const announcing = await announcingTables();
    const declared = [
      ...cachedReads.map((read) => ({ name: read.name, dependsOn: read.dependsOn })),
      { name: 'session', dependsOn: checkedSessionRead.dependsOn },
    ];
    const silent = declared.flatMap(({ name, dependsOn }) =>
      dependsOn
        .map(getTableName)
        .filter((table) => !announcing.has(table))
        .map((table) => `${name} depends on ${table}, which announces nothing`),
    );
    expect(silent).toEqual([]);
  });

  it('have names of their own', () => {
    const names = cachedReads.map((read) => read.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('load from no table they do not declare', async () => {
    const { doctor, patients } = await createTestClinic(database.db, { withDoctor: true, patients: 1 });
    const patient = patients[0]!;
    await insertDiaryDays(database.db, patient.id, consecutiveDates(today, 40));
    const questionId = crypto.randomUUID();
    await database.db
      .insert(schema.questions)
      .values({ id: questionId, userId: patient.id, agentId: 1, content: 'Why?', createdDate: today, createdTime: '10:00:00' });
    await database.db
      .insert(schema.answers)
      .values({ id: crypto.randomUUID(), questionId, content: 'Because.', referenceList: [], engine: 'test', createdDate: today, createdTime: '10:00:01' });

    // One example of each read's parameters, and its owner: a new cached read must add its own.
    const examples: Record<string, { owner: string; params: unknown }> = {
      diary: { owner: patient.id, params: { from: consecutiveDates(today, 30)[0], to: today } },
      forecast: { owner: patient.id, params: { today, pressureChange24h: [1, -2, null, 0, 3] } },
      patients: { owner: doctor!.id, params: { today } },
      'own-patients': { owner: doctor!.id, params: {} },
      'trail-reader': { owner: doctor!.id, params: {} },
      outcomes: { owner: patient.id, params: { today, months: 12 } },
      questions: { owner: patient.id, params: { agentId: 1, date: today } },
    };
    for (const read of cachedReads as readonly CachedRead<unknown, unknown>[]) {
      const example = examples[read.name];
      expect(example, `an example of the cached read ${read.name}`).toBeDefined();
      const touched = await tablesTouchedBy(() => read.load(logged, example!.owner, example!.params));
      const declared = new Set([...read.dependsOn, ...(read.alsoTouches ?? []).map((touch) => touch.table)].map(getTableName));
      expect(
        [...touched].filter((table) => !declared.has(table)),
        `tables ${read.name} reads without declaring them`,
      ).toEqual([]);
      // A dependency the load never reads is a mistake of the declaration too.
      expect(
        read.dependsOn.map(getTableName).filter((table) => !touched.has(table)),
        `tables ${read.name} declares but does not read`,
      ).toEqual([]);
    }

    const touched = await tablesTouchedBy(() =>
      checkedSessionRead.load({ db: logged, userId: patient.id, tokenId: crypto.randomUUID(), tokenExpiresAt: new Date(Date.now() + 60_000) }),
    );
    expect([...touched].sort()).toEqual(checkedSessionRead.dependsOn.map(getTableName).sort());
  });

  it("tells a change of what a session holds from a change of the account's data exactly as declared", async () => {
    const declared = checkedSessionRead.sessionColumns.map((column) => column.name).sort();
    // The users trigger compares these columns to choose between a bare id and data:<id>.
    const { rows } = (await database.db.execute(sql`SELECT prosrc AS source FROM pg_proc WHERE proname = 'notify_account_change'`)) as unknown as {
      rows: { source: string }[];
    };
    const comparison = /\(([^()]*)\)\s+IS NOT DISTINCT FROM/i.exec(rows[0]?.source ?? '');
    expect(comparison, 'the users trigger compares the session columns').not.toBeNull();
    expect([...comparison![1]!.matchAll(/OLD\.(\w+)/g)].map((match) => match[1]).sort()).toEqual(declared);

    // And these are the account's columns a checked session is read from, besides its id.
    statements.length = 0;
    await checkedSessionRead.load({ db: logged, userId: crypto.randomUUID(), tokenId: crypto.randomUUID(), tokenExpiresAt: new Date() });
    const usersColumns = new Set(statements.flatMap((statement) => [...statement.matchAll(/"users"\."(\w+)"/g)].map((match) => match[1]!)));
    usersColumns.delete('id');
    expect([...usersColumns].sort()).toEqual(declared);
  });
});
