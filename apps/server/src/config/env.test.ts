import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, isDemoMode, loadConfig } from './env';

describe('configuration', () => {
  it('has working defaults: port 8080, embedded database in ./data', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.isEmbeddedDatabase).toBe(true);
    expect(config.DATA_DIR).toBe(path.resolve('data'));
    expect(config.pgliteDir).toBe(path.resolve('data/db'));
    expect(config.uploadsDir).toBe(path.resolve('data/uploads'));
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('moves the database and uploads with DATA_DIR and follows PORT in the default public address', () => {
    const config = loadConfig({ DATA_DIR: '/srv/cephalo', PORT: '9000' });
    expect(config.pgliteDir).toBe('/srv/cephalo/db');
    expect(config.uploadsDir).toBe('/srv/cephalo/uploads');
    expect(config.PUBLIC_URL).toBe('http://localhost:9000');
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/cephalo' }).isEmbeddedDatabase).toBe(false);
  });

  it('is in demo mode (known logins) only with DEMO_SEED=true', () => {
    // Demo mode only when said explicitly, on either database.
    expect(isDemoMode(loadConfig({}))).toBe(false);
    expect(isDemoMode(loadConfig({ DEMO_SEED: 'false' }))).toBe(false);
    expect(isDemoMode(loadConfig({ DATABASE_URL: 'postgres://x@y/z' }))).toBe(false);
    expect(isDemoMode(loadConfig({ DEMO_SEED: 'true' }))).toBe(true);
    expect(isDemoMode(loadConfig({ DATABASE_URL: 'postgres://x@y/z', DEMO_SEED: 'true' }))).toBe(true);
  });

  it('reads TRUST_PROXY as a number of hops or a list of proxy addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY must be a number of proxy hops/);
  });

  it('refuses a JWT_SECRET that does not look random', () => {
    expect(() => loadConfig({ JWT_SECRET: 'a'.repeat(32) })).toThrow(/JWT_SECRET must be random/);
    expect(() => loadConfig({ JWT_SECRET: 'abcdef'.repeat(6) })).toThrow(/JWT_SECRET must be random/);
    expect(() => loadConfig({ JWT_SECRET: 'passwordpasswordpasswordpassword' })).toThrow(/JWT_SECRET must be random/);
    expect(loadConfig({ JWT_SECRET: 'q8Zr2vN0xLk4Tb7Yc1Wm9Sd3Fh6Gj5Ep' }).JWT_SECRET).toBe('q8Zr2vN0xLk4Tb7Yc1Wm9Sd3Fh6Gj5Ep');
  });

  it('takes the access trail key from ACCESS_TRAIL_SECRET only when it looks random; unset, the signing key is used', () => {
    expect(loadConfig({}).ACCESS_TRAIL_SECRET).toBeUndefined();
    expect(loadConfig({ ACCESS_TRAIL_SECRET: '' }).ACCESS_TRAIL_SECRET).toBeUndefined();
    expect(() => loadConfig({ ACCESS_TRAIL_SECRET: 'abcdef'.repeat(6) })).toThrow(/ACCESS_TRAIL_SECRET must be random/);
    expect(() => loadConfig({ ACCESS_TRAIL_SECRET: 'q8Zr2vN0xLk4' })).toThrow(/ACCESS_TRAIL_SECRET must be at least 32 characters/);
    expect(loadConfig({ ACCESS_TRAIL_SECRET: 'q8Zr2vN0xLk4Tb7Yc1Wm9Sd3Fh6Gj5Ep' }).ACCESS_TRAIL_SECRET).toBe('q8Zr2vN0xLk4Tb7Yc1Wm9Sd3Fh6Gj5Ep');
  });

  it('keeps /metrics off without METRICS_TOKEN and refuses a short one; gives running answers 30 seconds on SIGTERM by default', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'scrape-token-0123456789' }).METRICS_TOKEN).toBe('scrape-token-0123456789');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(loadConfig({}).SHUTDOWN_GRACE_SECONDS).toBe(30);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '5' }).SHUTDOWN_GRACE_SECONDS).toBe(5);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: 'soon' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  it('refuses invalid values with a message naming each variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL must start with postgres/);
    }
  });
});
