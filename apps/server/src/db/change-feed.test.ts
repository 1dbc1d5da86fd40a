import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClinic, createTestUser, insertDiaryDays } from '../../test/builders';
import { openTestDatabase } from '../../test/test-database';
import { parseAccountChange } from './change-feed';
import type { AccountChange, DatabaseHandle } from './database';

describe('parseAccountChange', () => {
  it('reads a bare account id as a change of the account, and data:<id> as a change of its data only', () => {
    expect(parseAccountChange('7097046f-a876-4a57-8648-1448e1eefb04')).toEqual({ accountId: '7097046f-a876-4a57-8648-1448e1eefb04', endsSessions: true });
    expect(parseAccountChange('data:7097046f-a876-4a57-8648-1448e1eefb04')).toEqual({ accountId: '7097046f-a876-4a57-8648-1448e1eefb04', endsSessions: false });
    expect(parseAccountChange('data:')).toBeNull();
    expect(parseAccountChange('')).toBeNull();
  });
});

describe('the change notifications of the database (migrations 0010, 0013 and 0016)', () => {
  let database: DatabaseHandle;
  const changes: AccountChange[] = [];
  let stop: () => Promise<void>;
  beforeAll(async () => {
    database = await openTestDatabase();
    stop = await database.listenForChanges({ onChange: (change) => changes.push(change), onLost: () => undefined, onRestored: () => undefined });
  });
  afterAll(async () => {
    await stop?.();
    await database?.close();
  });

  /** What the database announces for one statement (PGlite delivers before the write resolves). */
  const announced = async (statement: ReturnType<typeof sql> | (() => Promise<unknown>)) => {
    changes.length = 0;
    await (typeof statement === 'function' ? statement() : database.db.execute(statement));
    await expect.poll(() => changes.length, { timeout: 2000, interval: 10 }).toBeGreaterThan(0);
    return [...changes];
  };

  it("ends sessions only for what a session holds: role, plan, clinic, token version, a revoked token, the account's removal", async () => {
    const patient = await createTestUser(database.db);
    // On PostgreSQL notifications arrive after the write: the account's creation is announced first.
    await expect.poll(() => changes.some((change) => change.accountId === patient.id), { timeout: 2000, interval: 10 }).toBe(true);
    const session = [{ accountId: patient.id, endsSessions: true }];
    const dataOnly = [{ accountId: patient.id, endsSessions: false }];
    expect(await announced(sql`update users set diary_revision = diary_revision + 1 where id = ${patient.id}`)).toEqual(dataOnly);
    expect(await announced(sql`update users set time_zone = 'Europe/Berlin' where id = ${patient.id}`)).toEqual(dataOnly);
    expect(await announced(sql`update users set token_version = token_version + 1 where id = ${patient.id}`)).toEqual(session);
    expect(await announced(sql`update users set plan_id = (select id from plans where name = 'Basic') where id = ${patient.id}`)).toEqual(session);
    expect(await announced(sql`update users set role = 'DOCTOR' where id = ${patient.id}`)).toEqual(session);
    expect(
      await announced(sql`insert into revoked_tokens (jti, user_id, expires_at) values (gen_random_uuid(), ${patient.id}, now() + interval '1 hour')`),
    ).toEqual(session);
    expect(await announced(sql`delete from users where id = ${patient.id}`)).toEqual(session);
  });

  it('ends the sessions of every account on a plan or in a clinic when the plan or the clinic changes (a session holds both)', async () => {
    const { clinic, admin, patients } = await createTestClinic(database.db, { patients: 1 });
    const patient = patients[0]!;
    await expect.poll(() => changes.some((change) => change.accountId === patient.id), { timeout: 2000, interval: 10 }).toBe(true);
    const members = [admin.id, patient.id].map((accountId) => ({ accountId, endsSessions: true })).sort((a, b) => a.accountId.localeCompare(b.accountId));
    const sorted = (list: AccountChange[]) => [...list].sort((a, b) => a.accountId.localeCompare(b.accountId));
    changes.length = 0;
    await database.db.execute(sql`update clinics set contact_email = 'desk@clinic.test' where id = ${clinic.id}`);
    await expect.poll(() => changes.length, { timeout: 2000, interval: 10 }).toBeGreaterThanOrEqual(members.length);
    expect(sorted(changes)).toEqual(members);

    // A plan of its own, so that the test databases' other accounts stay out of it.
    await database.db.execute(
      sql`insert into plans (name, monthly_chat_limit, ai_assistants, includes_diary) values ('Trial of ' || ${patient.id}, 5, '{1}', false)`,
    );
    // Wait for the move's own notification: on PostgreSQL it arrives after the write, and would
    // otherwise be counted as the plan change's.
    expect(await announced(sql`update users set plan_id = (select id from plans where name = 'Trial of ' || ${patient.id}) where id = ${patient.id}`)).toEqual([
      { accountId: patient.id, endsSessions: true },
    ]);
    expect(await announced(sql`update plans set includes_diary = true where name = 'Trial of ' || ${patient.id}`)).toEqual([
      { accountId: patient.id, endsSessions: true },
    ]);
  });

  it("announces a diary entry as a change of the patient's data only", async () => {
    const patient = await createTestUser(database.db);
    await expect.poll(() => changes.some((change) => change.accountId === patient.id), { timeout: 2000, interval: 10 }).toBe(true);
    expect(await announced(() => insertDiaryDays(database.db, patient.id, ['2026-11-20']))).toEqual([{ accountId: patient.id, endsSessions: false }]);
  });
});
