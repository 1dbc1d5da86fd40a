import { loadConfig, type Config } from '../src/config/env';

/**
 * The configuration of an app under test: no web app, no reminder job, a fixed token secret and a
 * login limit high enough not to get in the way. `env` adds to it or overrides it.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '.tmp/test-data',
    WEB_DIST_DIR: '.tmp/no-web-app',
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    DIARY_REMINDERS: 'false',
    ...env,
  });
}
