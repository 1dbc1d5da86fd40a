import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, bearerFor, createTestUser } from '../../test/builders';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();

describe('no caching of health data', () => {
  it('sends Cache-Control: no-store with the token, every authenticated answer and every API error', async () => {
    const user = await createTestUser(t.db);
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: new URLSearchParams({ username: user.email, password: TEST_PASSWORD }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(token.statusCode).toBe(200);
    expect(token.headers['cache-control']).toBe('no-store');
    const authorization = await bearerFor(t.app, user.email);
    for (const url of ['/api/me', '/api/profile', '/api/diaries/user/', '/api/predict/diaries', '/api/questions-dates-grouped/1', '/api/profile/limit']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/api/chat-stream',
      headers: { authorization },
      payload: { message: 'Is coffee a trigger?', ai_assistant_id: 1 },
    });
    expect(streamed.headers['cache-control']).toBe('no-store, no-transform');
  });
});
