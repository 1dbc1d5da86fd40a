/**
 * Listeners of a few localStorage keys, for a store read with useSyncExternalStore: the store
 * calls `notify` after it writes them, and another tab's write (the `storage` event, whose null key
 * means the storage was cleared) notifies too. `forget` runs first, for a store that caches
 * what it read.
 */
export function watchStoredKeys(
  keys: readonly string[],
  { forget = () => {}, tabs = typeof window === 'undefined' ? undefined : window }: { forget?: () => void; tabs?: EventTarget } = {},
): { subscribe: (listener: () => void) => () => void; notify: () => void } {
  const listeners = new Set<() => void>();
  const notify = () => {
    forget();
    listeners.forEach((listener) => listener());
  };
  tabs?.addEventListener('storage', (event) => {
    const { key } = event as StorageEvent;
    if (key == null || keys.includes(key)) notify();
  });
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return { subscribe, notify };
}

/**
 * A localStorage item, or null when storage is blocked (private mode, a policy): the session then
 * reads as signed out and the weather is fetched again, rather than a crash.
 */
export const readStoredItem = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};
