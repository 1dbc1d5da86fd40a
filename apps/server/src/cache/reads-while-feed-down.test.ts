import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, consecutiveDates, createTestUser } from '../../test/builders';
import { testConfig } from '../../test/test-config';
import { openTestDatabase } from '../../test/test-database';
import { buildApp, type App } from '../app';
import type { DatabaseHandle, ListenForChanges } from '../db/database';
import { diaryEntries } from '../db/schema';

/**
 * What the app keeps while its change feed is down and once it is back (db/change-feed.ts calls
 * onLost and onRestored; here the test calls them, on the real feed of the test database). Entries
 * written with the triggers silenced show whether a read came from a kept copy or the database.
 */
let database: DatabaseHandle;
let app: App;
let feed: { onLost(): void; onRestored(): void };
beforeAll(async () => {
  database = await openTestDatabase();
  const listenForChanges: ListenForChanges = async (handlers) => {
    feed = handlers;
    return database.listenForChanges(handlers);
  };
  app = await buildApp({ config: testConfig(), db: database.db, listenForChanges, logger: false });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('cached reads while the change feed is down', () => {
  it('keeps nothing while the feed is down (every read and session check goes to the database) and keeps copies again once it is back', async () => {
    const patient = await createTestUser(database.db);
    const auth = await bearerFor(app, patient.email);
    const token = auth.replace(/^Bearer /, '');
    const days = consecutiveDates(new Date().toISOString().slice(0, 10), 30);
    const entries = async () => {
      const response = await app.inject({ method: 'GET', url: `/api/diaries/user/?from=${days[0]}&to=${days.at(-1)}`, headers: { authorization: auth } });
      expect(response.statusCode).toBe(200);
      return (response.json() as unknown[]).length;
    };
    /** An entry no trigger announces, as if written while nobody listened. */
    const writeUnannounced = (date: string) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        await tx.insert(diaryEntries).values({ userId: patient.id, inputDate: date, headache: false, sleepHours: 7, stressLevel: 3 });
      });

    expect(await entries()).toBe(0);
    await writeUnannounced(days[0]!);
    // The kept copy answers: the change was not announced.
    expect(await entries()).toBe(0);
    expect(app.sessions.get(token)?.id).toBe(patient.id);

    feed.onLost();
    expect(await entries()).toBe(1);
    await writeUnannounced(days[1]!);
    expect(await entries()).toBe(2);
    expect(app.sessions.get(token)).toBeUndefined();

    feed.onRestored();
    expect(await entries()).toBe(2);
    await writeUnannounced(days[2]!);
    expect(await entries()).toBe(2);
    expect(app.sessions.get(token)?.id).toBe(patient.id);
  });
});
