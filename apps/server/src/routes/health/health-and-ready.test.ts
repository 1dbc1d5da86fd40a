import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { openTestDatabase } from '../../../test/test-database';
import { setupTestApp } from '../../../test/test-app';

describe('liveness and readiness', () => {
  const t = setupTestApp();

  it('answers both without a session and never lets a cache keep them', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while the newest migration of this build is missing from the database', async () => {
    const newest = (await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
    )) as unknown as { rows: { hash: string; created_at: string }[] };
    const removed = newest.rows[0]!;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ detail: 'The database is not migrated yet.' });
      expect(ready.headers['cache-control']).toBe('no-store');
      // Liveness does not depend on the database.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${removed.hash}, ${removed.created_at})`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('readiness without a database', () => {
  it('answers 503 once the database is gone, while liveness still answers 200', async () => {
    const database = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '.tmp/test-data',
      WEB_DIST_DIR: '.tmp/no-web-app',
      JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
      DIARY_REMINDERS: 'false',
    });
    const app = await buildApp({ config, db: database.db, logger: false });
    let isDatabaseOpen = true;
    const closeDatabase = async () => {
      if (isDatabaseOpen) await database.close();
      isDatabaseOpen = false;
    };
    try {
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      await closeDatabase();
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ detail: 'The database cannot be reached.' });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    } finally {
      await app.close();
      await closeDatabase();
    }
  });
});
