import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { Config } from '../src/config/env';
import type { Database } from '../src/db/database';
import { testConfig } from './test-config';
import { openTestDatabase } from './test-database';

export interface TestContext {
  app: App;
  db: Database;
  config: Config;
}

/**
 * Builds the real app on a clean migrated database for this test file (openTestDatabase: on PGlite
 * the worker's previous database, reset), shared by its tests, and closes both afterwards. Use
 * inside a describe block or at the top of a file. `env` may be a function, read when the app is
 * built (after earlier beforeAll hooks, such as starting a test double).
 */
export function setupTestApp(env: Record<string, string> | (() => Record<string, string>) = {}, { now }: { now?: () => number } = {}): TestContext {
  const context = {} as TestContext;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await openTestDatabase();
    context.config = testConfig({ MAIL_RATE_LIMIT_PER_MINUTE: '1000', ...(typeof env === 'function' ? env() : env) });
    context.db = database.db;
    context.app = await buildApp({
      config: context.config,
      db: database.db,
      listenForChanges: database.listenForChanges,
      logger: false,
      ...(now ? { now } : {}),
    });
    await context.app.ready();
    close = async () => {
      await context.app.close();
      await database.close();
    };
  });
  afterAll(async () => {
    await close?.();
  });
  return context;
}
