import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/test-app';
import { COLOR_SCHEME_SCRIPT_SOURCE } from './plugins/security-headers';

const t = setupTestApp();

describe('the API shell', () => {
  it('answers health with a database round trip', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with a JSON 404 detail', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found: GET /api/no-such-thing' });
  });

  it('publishes the OpenAPI description of the routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(expect.arrayContaining(['/api/register', '/api/token', '/api/me']));
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // The one inline script allowed is the pages' colour scheme, by its hash (its e2e journey runs it under this policy).
    expect(COLOR_SCHEME_SCRIPT_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(response.headers['content-security-policy']).toBe(
      `default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self' blob: ${COLOR_SCHEME_SCRIPT_SOURCE};script-src-attr 'none';style-src 'self' 'unsafe-inline';worker-src 'self' blob:;media-src 'self' blob:;connect-src 'self'`,
    );
  });

  it('answers an unexpected failure with a plain 500 detail and no stack trace', async () => {
    // A route added on a child instance so the shared app keeps its real routes only.
    const { buildApp } = await import('./app');
    const app = await buildApp({ config: t.config, db: t.db, logger: false });
    app.get('/api/boom', async () => {
      throw new Error('secret internals at /work/main/apps/server/src/x.ts:1');
    });
    const response = await app.inject({ method: 'GET', url: '/api/boom' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal server error' });
    expect(response.body).not.toContain('secret internals');
  });
});
