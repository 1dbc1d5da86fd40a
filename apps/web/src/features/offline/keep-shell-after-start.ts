import type { QueryClient } from '@tanstack/react-query';
import { afterStartSettles } from '../../lib/after-start-settles';

/**
 * Keeps the app shell for offline starts (decision 026) once the screen has started: the worker's
 * code is fetched then too, so neither its download nor its caching of the page's files competes
 * with the screen's start (Total Blocking Time); no page preloads it.
 */
export async function keepShellAfterStart(queryClient: QueryClient): Promise<void> {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  await afterStartSettles(queryClient);
  const { registerServiceWorker } = await import('./register-service-worker');
  await registerServiceWorker();
}
