import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addAccessGate } from './access-gate';

describe('the access gate', () => {
  it('refuses to register an API route that has no access rule, so a new endpoint is closed until someone decides', async () => {
    const app = Fastify();
    const start = async () => {
      await app.register(
        async (scope) => {
          addAccessGate(scope);
          scope.get('/forgotten-endpoint', async () => ({ leaked: true }));
        },
        { prefix: '/api' },
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/api\/forgotten-endpoint has no access rule/);
  });
});
