import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built single-page app and answers unknown paths: `/api/...` with a JSON 404,
 * any other GET with index.html so the client router can show the screen (deep links, reloads).
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const indexPath = path.join(options.distDir, 'index.html');
  const hasWebApp = fs.existsSync(indexPath);
  if (hasWebApp) {
    await app.register(fastifyStatic, { root: options.distDir, prefix: '/', index: false, wildcard: false });
  } else {
    app.log.warn({ distDir: options.distDir }, 'web app not built: only the API is served (run `npm run build`)');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // /api and /uploads answer a missing thing with 404: a photo that is gone must not come back as the web app.
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api') && !pathname.startsWith('/uploads/');
    if (hasWebApp && wantsPage) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ detail: `Not found: ${request.method} ${pathname}` });
  });
});
