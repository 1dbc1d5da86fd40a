import { LRUCache } from 'lru-cache';

/**
 * Copies of hot reads (a diary month, the forecast, a day of questions, a doctor's patient list),
 * each filed under the account whose data it shows. The database announces every change of an
 * account's data (migration 0010, db/change-feed.ts) and `forget` drops that account's copies on
 * every instance; a write request also drops its author's copies before it answers, so nobody
 * reads past their own write. Without a change feed the cache is off: nothing is kept that could
 * not be invalidated.
 */
export interface ReadCache {
  read<T>(owner: string, key: string, load: () => Promise<T>): Promise<T>;
  forget(owner: string): void;
  clear(): void;
}

export function createReadCache({ maxChars, ttlMs = 10 * 60_000 }: { maxChars: number; ttlMs?: number }): ReadCache {
  const keysOfOwner = new Map<string, Set<string>>();
  // Raised by every forget: a read that started before a change must not store what it read.
  const generationOf = new Map<string, number>();
  let epoch = 0;
  const entries = new LRUCache<string, { value: unknown }>({
    maxSize: maxChars,
    sizeCalculation: (_entry, key) => sizes.get(key) ?? 1,
    ttl: ttlMs,
    dispose: (_entry, key) => {
      sizes.delete(key);
      const owner = key.slice(0, key.indexOf('|'));
      const keys = keysOfOwner.get(owner);
      keys?.delete(key);
      if (keys?.size === 0) keysOfOwner.delete(owner);
    },
  });
  const sizes = new Map<string, number>();

  return {
    async read(owner, key, load) {
      const fullKey = `${owner}|${key}`;
      const cached = entries.get(fullKey);
      if (cached) return cached.value as Awaited<ReturnType<typeof load>>;
      const generation = generationOf.get(owner) ?? 0;
      const startedIn = epoch;
      const value = await load();
      if ((generationOf.get(owner) ?? 0) === generation && epoch === startedIn) {
        sizes.set(fullKey, JSON.stringify(value)?.length ?? 1);
        entries.set(fullKey, { value });
        let keys = keysOfOwner.get(owner);
        if (!keys) keysOfOwner.set(owner, (keys = new Set()));
        keys.add(fullKey);
      }
      return value;
    },
    forget(owner) {
      generationOf.set(owner, (generationOf.get(owner) ?? 0) + 1);
      for (const key of keysOfOwner.get(owner) ?? []) entries.delete(key);
      // Generations of owners with nothing cached are only needed while a read is in flight.
      if (generationOf.size > 100_000) {
        generationOf.clear();
        epoch += 1;
      }
    },
    clear() {
      epoch += 1;
      entries.clear();
    },
  };
}

/** The cache when no change feed is wired (bare test apps, tools): every read goes to the database. */
export const noReadCache: ReadCache = { read: (_owner, _key, load) => load(), forget: () => undefined, clear: () => undefined };
