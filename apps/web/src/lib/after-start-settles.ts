import type { QueryClient } from '@tanstack/react-query';

/** How long no query may be fetching before the start counts as done. */
const QUIET_MS = 1000;
/** The latest the shell waits: a screen that keeps asking (a slow weather service) does not keep it from going offline. */
const LATEST_MS = 10_000;

const loaded = (): Promise<void> =>
  document.readyState === 'complete' ? Promise.resolve() : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

/** Resolves once no query of the page has been fetching for QUIET_MS (its first data has come). */
const queriesQuiet = (queryClient: QueryClient): Promise<void> =>
  new Promise((resolve) => {
    let timer: number | undefined;
    const settle = () => {
      unsubscribe();
      resolve();
    };
    const check = () => {
      window.clearTimeout(timer);
      if (queryClient.isFetching() === 0) timer = window.setTimeout(settle, QUIET_MS);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });

// Safari has no requestIdleCallback: a timer stands in.
const idle = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });

/**
 * Resolves when the screen has started (the app's `queryClient` says when its data has come): the page loaded, its first data answered and the thread
 * idle, or after 10 s at the latest. Keeping the app shell (the service worker fetches and stores
 * every file the page loaded, decision 026) while the screen was still starting took the phone's
 * processor from it: Lighthouse's Total Blocking Time of /ai, four runs each, A/B in one sitting,
 * median about 630 ms with the shell kept at start and 286 ms without.
 */
export const afterStartSettles = (queryClient: QueryClient): Promise<void> =>
  Promise.race([
    loaded()
      .then(() => queriesQuiet(queryClient))
      .then(idle),
    new Promise<void>((resolve) => window.setTimeout(resolve, LATEST_MS)),
  ]);
