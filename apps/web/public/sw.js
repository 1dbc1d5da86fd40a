/* global self, caches */
/* Cephalo's service worker (docs/decisions/026-installable-and-offline.md).
 *
 * Keeps the app shell (the pages, scripts, styles, icons and the manifest) so the app opens
 * without a connection after one visit. It never touches /api or /uploads: health data is not
 * kept by this cache (the server sends no-store; an entry made offline waits in the app's own
 * queue instead). Written by hand and served unhashed (no-cache), so each visit checks for a new
 * version; a new version deletes the caches of the old one.
 */
const SHELL_CACHE = 'cephalo-shell-v1';
const SHELL_FILES = ['/', '/manifest.webmanifest', '/icon-192.png', '/icon-512.png', '/favicon.png'];

const isOwnShellRequest = (request) => {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return false;
  return !url.pathname.startsWith('/api') && !url.pathname.startsWith('/uploads/') && url.pathname !== '/sw.js';
};

/** Keeps a copy of a good same-origin answer (never an error page or a redirect). */
const keep = async (key, response) => {
  if (!response.ok || response.type !== 'basic' || response.redirected) return;
  const cache = await caches.open(SHELL_CACHE);
  await cache.put(key, response);
};

/** The page's files: every /assets/ path index.html names (in tags, or in the list its loader fetches after the first paint). */
const filesOfPage = (html) => [...new Set(Array.from(html.matchAll(/\/assets\/[^"'\s]+/g), (match) => match[0]))];

const cacheFiles = async (paths) => {
  const cache = await caches.open(SHELL_CACHE);
  await Promise.all(
    paths.map(async (path) => {
      if (!isOwnShellRequest(new Request(path))) return;
      if (await cache.match(path, { ignoreVary: true })) return;
      try {
        const response = await fetch(path, { cache: 'no-cache' });
        if (path === '/' && response.ok) await cacheFiles(filesOfPage(await response.clone().text()));
        await keep(path, response);
      } catch {
        // Offline or gone: the next visit tries again.
      }
    }),
  );
};

self.addEventListener('install', (event) => {
  event.waitUntil(cacheFiles(SHELL_FILES).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== SHELL_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

// The page sends the files it loaded before this worker controlled it (its first visit).
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'cache-files' || !Array.isArray(event.data.paths)) return;
  const reply = event.ports[0];
  event.waitUntil(cacheFiles(event.data.paths.filter((path) => typeof path === 'string')).then(() => reply?.postMessage('cached')));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (!isOwnShellRequest(request)) return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    // A page: the network's newest, kept by its path; offline, the kept one (or the app's start page,
    // whose router shows the screen of the address).
    event.respondWith(
      fetch(request)
        .then((response) => {
          event.waitUntil(keep(url.pathname, response.clone()));
          return response;
        })
        .catch(async () => (await caches.match(url.pathname, { ignoreVary: true })) ?? (await caches.match('/', { ignoreVary: true })) ?? Response.error()),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed files never change: the kept copy first.
    event.respondWith(
      caches.match(request, { ignoreVary: true }).then(
        (kept) =>
          kept ??
          fetch(request).then((response) => {
            event.waitUntil(keep(request, response.clone()));
            return response;
          }),
      ),
    );
    return;
  }
  // Icons, the manifest and other unhashed files: the network's newest, the kept copy offline.
  event.respondWith(
    fetch(request)
      .then((response) => {
        event.waitUntil(keep(request, response.clone()));
        return response;
      })
      .catch(async () => (await caches.match(request, { ignoreVary: true })) ?? Response.error()),
  );
});
