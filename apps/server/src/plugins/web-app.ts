import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Vite writes every file whose name carries a content hash under assets/: a new build, a new name. */
const HASHED_FOLDER = 'assets';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html and the other unhashed files: kept, but checked (ETag) before each use. */
export const REVALIDATE_CACHE = 'no-cache';

const isHashedFile = (distDir: string, filePath: string): boolean => {
  const relative = path.relative(distDir, filePath);
  return relative.startsWith(`${HASHED_FOLDER}${path.sep}`);
};

/**
 * The build writes a page per screen (apps/web/build/screen-pages.ts): index.html that fetches
 * the screen's code from the start. `path` is the router's (`:name` is one segment).
 */
const SCREEN_PAGES_FILE = 'pages/screens.json';
interface ScreenPage {
  segments: string[];
  page: string;
}

const readScreenPages = (distDir: string): ScreenPage[] => {
  const file = path.join(distDir, SCREEN_PAGES_FILE);
  if (!fs.existsSync(file)) return [];
  const pages = JSON.parse(fs.readFileSync(file, 'utf8')) as { path: string; page: string }[];
  // Only pages inside the build folder that exist: the list comes from the build, not from a request.
  return pages
    .filter(({ page }) => !path.relative(distDir, path.join(distDir, page)).startsWith('..') && fs.existsSync(path.join(distDir, page)))
    .map(({ path: screenPath, page }) => ({ segments: screenPath.split('/').filter(Boolean), page }));
};

/** The page of the screen at `pathname`, or index.html for any other address the app handles itself. */
const pageFor = (pages: ScreenPage[], pathname: string): string => {
  const segments = pathname.split('/').filter(Boolean);
  const match = pages.find(
    (screen) => screen.segments.length === segments.length && screen.segments.every((segment, index) => segment.startsWith(':') || segment === segments[index]),
  );
  return match?.page ?? 'index.html';
};

/**
 * Serves the built single-page app and answers unknown paths: `/api/...` with a JSON 404,
 * any other GET with index.html so the client router can show the screen (deep links, reloads).
 *
 * The build writes a brotli (.br) and a gzip (.gz) twin next to each text file; they are sent
 * as they are to clients that accept them (`content-encoding` set here, so the response
 * compression of the API leaves them alone), the plain file to the others.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const indexPath = path.join(options.distDir, 'index.html');
  const hasWebApp = fs.existsSync(indexPath);
  const screenPages = hasWebApp ? readScreenPages(options.distDir) : [];
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      // `send` would add `public, max-age=0`; the caching of each file is decided below.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        response.setHeader('cache-control', isHashedFile(options.distDir, filePath) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
        // The same address answers brotli, gzip or plain bytes: caches must keep them apart.
        response.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn({ distDir: options.distDir }, 'web app not built: only the API is served (run `npm run build`)');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // /api, /uploads and /assets answer a missing thing with 404: a photo that is gone, or a
    // screen's code from an older build, must not come back as the web app.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api') &&
      !pathname.startsWith('/uploads/') &&
      !pathname.startsWith(`/${HASHED_FOLDER}/`);
    if (hasWebApp && wantsPage) {
      return reply.header('cache-control', REVALIDATE_CACHE).sendFile(pageFor(screenPages, pathname));
    }
    return reply.code(404).send({ detail: `Not found: ${request.method} ${pathname}` });
  });
});
