import { setTimeout as sleep } from 'node:timers/promises';
import { aDiaryInput } from '@cephalo/shared/testing/diary-entry-builder';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { CHANGES_CHANNEL, postgresChangeFeed } from '../src/db/change-feed';
import type { DatabaseHandle } from '../src/db/database';
import { openDatabase } from '../src/db/open-database';
import { bearerFor, createTestUser } from './builders';
import { testConfig } from './test-config';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

/**
 * Two instances on a PostgreSQL that goes down and comes back (issue 33): the change feed must come
 * back too, or the first instance would serve its copy of a diary month for ten minutes while the
 * second changes it. The cluster is the test's own (stopping the shared one would break the other
 * suites). The feed's retries are shortened from 1 s doubling to 30 s, to keep the test quick.
 */
const RETRY = { firstMs: 200, maxMs: 1000 };
/** Longer than the first retry and the two after it: those attempts fail while the database is down. */
const DOWNTIME_MS = 2000;

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the change feed when PostgreSQL goes down and comes back', () => {
  let cluster: ThrowawayPostgres | undefined;
  const handles: DatabaseHandle[] = [];
  const instances: App[] = [];
  beforeAll(async () => {
    // In the PostgreSQL suite a cluster that cannot start fails the file: it must never skip.
    cluster = await startThrowawayPostgres();
    for (let index = 0; index < 2; index += 1) {
      // Each instance with its own pool and feed, as two processes would have.
      const handle = await openDatabase({ kind: 'postgres', url: cluster.url });
      handles.push(handle);
      instances.push(await buildApp({ config: testConfig(), db: handle.db, listenForChanges: postgresChangeFeed(cluster.url, RETRY), logger: false }));
    }
  }, 120_000);
  afterAll(async () => {
    for (const app of instances) await app.close();
    for (const handle of handles) await handle.close().catch(() => undefined);
    await cluster?.destroy();
  });

  /** How many connections listen on the change channel (each feed's last statement was its LISTEN). */
  const listeningFeeds = async () => {
    const client = new pg.Client({ connectionString: cluster!.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ feeds: number }>('SELECT count(*)::int AS feeds FROM pg_stat_activity WHERE query = $1', [
        `LISTEN ${CHANGES_CHANNEL}`,
      ]);
      return rows[0]!.feeds;
    } finally {
      await client.end();
    }
  };

  it('listens again within seconds of the return, and serves a change made through the second instance on the first', async () => {
    const [first, second] = instances as [App, App];
    const today = new Date().toISOString().slice(0, 10);
    const patient = await createTestUser(handles[0]!.db);
    const auth = await bearerFor(first, patient.email);
    const month = (app: App) =>
      app.inject({ method: 'GET', url: `/api/diaries/user/?from=${today.slice(0, 8)}01&to=${today}`, headers: { authorization: auth } });
    const entriesOnFirst = async () => {
      const response = await month(first);
      return response.statusCode === 200 ? (response.json() as unknown[]).length : `status ${response.statusCode}`;
    };
    expect(await entriesOnFirst()).toBe(0);
    expect(await listeningFeeds()).toBe(2);

    await cluster!.stop();
    // Down, nothing is answered from a copy: the read goes to the database, which is not there.
    expect((await month(first)).statusCode).toBe(500);
    await sleep(DOWNTIME_MS);
    await cluster!.start();
    const back = Date.now();
    // Both feeds try again until they listen (the first attempts, while it was down, failed).
    await expect.poll(listeningFeeds, { timeout: 5000, interval: 100 }).toBe(2);
    expect(Date.now() - back).toBeLessThan(5000);

    // The first instance answers again and keeps this month.
    await expect.poll(entriesOnFirst, { timeout: 10_000, interval: 50 }).toBe(0);
    // The second's pool may hand out a connection the restart closed: the save is tried until it lands.
    await expect
      .poll(
        async () =>
          (
            await second.inject({
              method: 'POST',
              url: '/api/diaries',
              headers: { authorization: auth, 'x-time-zone': 'UTC' },
              payload: aDiaryInput({ input_date: today }),
            })
          ).statusCode,
        { timeout: 10_000, interval: 50 },
      )
      .toBe(201);
    await expect.poll(entriesOnFirst, { timeout: 2000, interval: 20 }).toBe(1);
  });
});
