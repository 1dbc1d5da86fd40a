import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { openTestDatabase } from './test-database';

/**
 * On PGlite a test file gets the database the worker's previous file closed, reset to the migrated
 * base (test-database.ts). Nothing the previous file did may reach the next one. The start time of
 * the database tells whether a database was reused: a new copy starts when it is opened.
 */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a reused embedded test database', () => {
  it('comes back as the migrated base: no rows, the plans and sequences of the migrations, no session state or listener of the file before', async () => {
    const first = await openTestDatabase();
    const startedAt = await startTime(first.db);
    const basePlans = await rows(first.db, sql`select * from plans order by id`);
    const baseSequence = await rows(first.db, sql`select last_value, is_called from plans_id_seq`);
    const staleChanges: string[] = [];
    try {
      await first.listenForChanges({ onChange: (change) => staleChanges.push(change.accountId), onLost: () => undefined, onRestored: () => undefined });
      await first.db.execute(sql`update plans set monthly_chat_limit = 5, includes_diary = true where name = 'Free'`);
      await first.db.execute(sql`insert into plans (name, monthly_chat_limit, ai_assistants, includes_diary) values ('Leaked', 1, array[1], false)`);
      await first.db.execute(sql`insert into clinics (name) values ('Leaked clinic')`);
      await first.db.execute(sql`insert into users (email, username, password_hash, role, plan_id) values ('leak@example.test', 'leak', 'x', 'USER', 1)`);
      await first.db.execute(sql`insert into app_secrets (name, value) values ('leaked', 'secret')`);
      await first.db.execute(
        sql`insert into access_log (actor_id, actor_role, actor_name, patient_id, action, previous_hash, hash) values (gen_random_uuid(), 'DOCTOR', 'Dr Leak', gen_random_uuid(), 'read', '', 'h')`,
      );
      await first.db.execute(sql`set statement_timeout = 1234`);
      await first.db.execute(sql`create temporary table leaked_scratch (id int)`);
      await first.db.execute(sql`prepare leaked_statement as select 1`);
      await first.db.execute(sql`select pg_advisory_lock(42)`);
      expect(staleChanges).toHaveLength(1);
    } finally {
      // The listener is left behind on purpose, as an app that was never closed would leave it.
      await first.close();
    }

    const second = await openTestDatabase();
    try {
      expect(await startTime(second.db), 'the closed database was not reused: its reset failed').toEqual(startedAt);
      expect(await rows(second.db, sql`select * from plans order by id`)).toEqual(basePlans);
      expect(await rows(second.db, sql`select last_value, is_called from plans_id_seq`)).toEqual(baseSequence);
      expect(
        await rows(
          second.db,
          sql`select (select count(*) from clinics)::int as clinics, (select count(*) from users)::int as users, (select count(*) from app_secrets)::int as secrets, (select count(*) from access_log)::int as trail`,
        ),
      ).toEqual([{ clinics: 0, users: 0, secrets: 0, trail: 0 }]);
      // The trail's bigserial starts again at 1, as in a new copy.
      expect(
        await rows(
          second.db,
          sql`insert into access_log (actor_id, actor_role, actor_name, patient_id, action, previous_hash, hash) values (gen_random_uuid(), 'DOCTOR', 'Dr New', gen_random_uuid(), 'read', '', 'h') returning id::int`,
        ),
      ).toEqual([{ id: 1 }]);
      expect(
        await rows(
          second.db,
          sql`select current_setting('statement_timeout') as timeout, to_regclass('pg_temp.leaked_scratch') as scratch, (select count(*) from pg_prepared_statements)::int as prepared, (select count(*) from pg_locks where locktype = 'advisory')::int as locks`,
        ),
      ).toEqual([{ timeout: '0', scratch: null, prepared: 0, locks: 0 }]);

      const changes: string[] = [];
      const stop = await second.listenForChanges({
        onChange: (change) => changes.push(change.accountId),
        onLost: () => undefined,
        onRestored: () => undefined,
      });
      await second.db.execute(sql`insert into users (email, username, password_hash, role, plan_id) values ('new@example.test', 'new', 'x', 'USER', 1)`);
      await stop();
      expect(changes).toHaveLength(1);
      expect(staleChanges).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('answers as closed once closed, and then is not lent again', async () => {
    const database = await openTestDatabase();
    const startedAt = await startTime(database.db);
    await database.close();
    const error = await database.db.execute(sql`select 1`).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(String(error instanceof Error && error.cause ? error.cause : error)).toContain('PGlite is closed');

    const next = await openTestDatabase();
    try {
      expect(await startTime(next.db)).not.toEqual(startedAt);
    } finally {
      await next.close();
    }
  });

  it('gives a database opened while another is open a copy of its own', async () => {
    const first = await openTestDatabase();
    const second = await openTestDatabase();
    try {
      expect(await startTime(second.db)).not.toEqual(await startTime(first.db));
      await first.db.execute(sql`insert into clinics (name) values ('Only in the first')`);
      expect(await rows(second.db, sql`select count(*)::int as clinics from clinics`)).toEqual([{ clinics: 0 }]);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

async function rows(db: Database, query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

async function startTime(db: Database) {
  return (await rows(db, sql`select pg_postmaster_start_time()::text as started_at`))[0];
}
