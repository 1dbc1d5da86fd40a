import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config/env';
import type { Database } from '../src/db/database';
import { openTestDatabase } from './test-database';

export interface TestContext {
  app: App;
  db: Database;
  config: Config;
}

/**
 * Builds the real app on a fresh migrated database for this test file, shared by its tests,
 * and closes both afterwards. Use inside a describe block or at the top of a file. `env` may be a
 * function, read when the app is built (after earlier beforeAll hooks, such as starting a test double).
 */
export function setupTestApp(env: Record<string, string> | (() => Record<string, string>) = {}, { now }: { now?: () => number } = {}): TestContext {
  const context = {} as TestContext;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await openTestDatabase();
    context.config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '.tmp/test-data',
      WEB_DIST_DIR: '.tmp/no-web-app',
      JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      MAIL_RATE_LIMIT_PER_MINUTE: '1000',
      DIARY_REMINDERS: 'false',
      ...(typeof env === 'function' ? env() : env),
    });
    context.db = database.db;
    context.app = await buildApp({ config: context.config, db: database.db, listenForChanges: database.listenForChanges, logger: false, ...(now ? { now } : {}) });
    await context.app.ready();
    close = async () => {
      await context.app.close();
      await database.close();
    };
  }, 60_000);
  afterAll(async () => {
    await close?.();
  });
  return context;
}
