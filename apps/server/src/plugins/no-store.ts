import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Health data is never kept by a browser or proxy cache: every answer under /api (the token
 * response included) carries `Cache-Control: no-store`, whatever the route. Hashed static files
 * and photos keep their own caching (web-app and uploads plugins).
 */
export const noStorePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api')) {
      const current = String(reply.getHeader('cache-control') ?? '');
      if (!current.includes('no-store')) reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});
