import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { InterfaceLanguageCodeSchema } from '@cephalo/shared/interface-language-schema';
import { DEFAULT_INTERFACE_LANGUAGE, INTERFACE_LANGUAGES, type InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import { cookieValue, PAGE_LANGUAGE_COOKIE, pageInLanguage } from '@cephalo/shared/page-language';
import { namedLanguage } from '../i18n/request-language';

/** Vite writes every file whose name carries a content hash under assets/: a new build, a new name. */
const HASHED_FOLDER = 'assets';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html and the other unhashed files: kept, but checked (ETag) before each use. */
export const REVALIDATE_CACHE = 'no-cache';
/** What a page depends on: its encoding, and its language (the cookie, else the Accept-Language). */
export const PAGE_VARY = 'accept-encoding, cookie, accept-language';

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

/**
 * The language of the page a request gets (issue 36, point 6; decision 029): the cookie the web app
 * keeps with the language it shows, when it names one of the interface languages (anything else is
 * ignored), else the first of the request's Accept-Language the app speaks, else English.
 */
export const pageLanguage = (request: Pick<FastifyRequest, 'headers'>): InterfaceLanguageCode => {
  const fromCookie = InterfaceLanguageCodeSchema.safeParse(cookieValue(request.headers.cookie, PAGE_LANGUAGE_COOKIE));
  return fromCookie.success ? fromCookie.data : (namedLanguage(request) ?? DEFAULT_INTERFACE_LANGUAGE);
};

/**
 * A page's validator: its content's hash, weak as it stands for the brotli, gzip and plain bytes
 * alike. `send`'s own (size and time) would be the same for two languages' pages of one length
 * written in the same millisecond, and a browser that checks its English copy again after the
 * cookie changed (Chrome does, on a Vary mismatch) would then be told to keep it.
 */
const pageValidator = (file: string): string => `W/"${createHash('sha256').update(fs.readFileSync(file)).digest('base64url').slice(0, 27)}"`;

/** Whether the request's If-None-Match names `etag` (weak comparison, RFC 9110 13.1.2). */
const isKeptCopy = (request: FastifyRequest, etag: string): boolean => {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
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

  // Each page in each language the build wrote, with its validator (read once, on first use).
  const pageFiles = new Map<string, { file: string; etag?: string }>();
  for (const page of new Set(['index.html', ...screenPages.map((screen) => screen.page)])) {
    for (const { code } of INTERFACE_LANGUAGES) {
      const file = pageInLanguage(page, code);
      if (fs.existsSync(path.join(options.distDir, file))) pageFiles.set(`${code}:${page}`, { file });
    }
  }
  /** The page in the reader's language; a build without that language's pages answers in English. */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: string) => {
    const wanted = pageLanguage(request);
    const code = pageFiles.has(`${wanted}:${page}`) ? wanted : DEFAULT_INTERFACE_LANGUAGE;
    const entry = pageFiles.get(`${code}:${page}`) ?? { file: page };
    entry.etag ??= pageValidator(path.join(options.distDir, entry.file));
    // A page is chosen by the cookie and the Accept-Language too: caches keep each answer apart,
    // and check again before each use (the cookie may have changed since).
    reply.header('cache-control', REVALIDATE_CACHE).header('vary', PAGE_VARY).header('content-language', code).header('etag', entry.etag);
    if (isKeptCopy(request, entry.etag)) return reply.code(304).send();
    return reply.sendFile(entry.file, { etag: false, lastModified: false });
  };

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
      return sendPage(request, reply, pageFor(screenPages, pathname));
    }
    return reply.code(404).send({ detail: `Not found: ${request.method} ${pathname}` });
  });
});
