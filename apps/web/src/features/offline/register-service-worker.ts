/**
 * Installs the service worker (public/sw.js, decision 026), which keeps the app shell so the app
 * opens without a connection after one visit. The files this first visit loaded before the worker
 * controlled the page, and those it loads later, are handed to it to keep, so the very next start
 * works offline too.
 * Called once the screen has started (keep-shell-after-start.ts). Resolves once the files are
 * kept (the offline journey waits for it); never rejects.
 */
export async function registerServiceWorker(): Promise<void> {
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker) return;
    // Every same-origin file the page loaded, the ones before this worker controlled it (buffered)
    // and the ones still on their way; the first batch answered marks the page ready offline.
    const keep = (entries: PerformanceEntryList) => {
      const paths = entries
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === window.location.origin && !url.pathname.startsWith('/api') && !url.pathname.startsWith('/uploads/'))
        .map((url) => url.pathname);
      return new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        worker.postMessage({ type: 'cache-files', paths: [...new Set(paths)] }, [channel.port2]);
      });
    };
    new PerformanceObserver((list) => void keep(list.getEntries())).observe({ type: 'resource' });
    await keep([{ name: window.location.href } as PerformanceEntry, ...performance.getEntriesByType('resource')]);
    document.documentElement.dataset.offlineReady = 'true';
  } catch {
    // No service worker (private mode, blocked): the app works online as before.
  }
}
