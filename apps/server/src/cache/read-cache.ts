import { LRUCache } from 'lru-cache';

/**
 * Copies of hot reads (what they are: cache/cached-reads.ts), each filed under the account whose
 * data it shows. The database announces every change of an account's data (db/change-feed.ts) and
 * `forget` drops that account's copies on every instance; a write request also drops its author's
 * copies before it answers, so nobody reads past their own write. Without a change feed the cache
 * is off, and while the feed is down it is suspended: nothing is kept that could not be invalidated.
 */
export interface ReadCache {
  /**
   * The copy of `key` filed under `owner`, or what `load` brings back. `alsoShows` names the other
   * accounts whose data the value holds (a doctor's patient list: each patient's diary): a change
   * of any of them drops the copy too.
   */
  read<T>(
    owner: string,
    key: string,
    load: () => Promise<T>,
    options?: { alsoShows?: ((value: T) => Iterable<string>) | undefined; lifetimeMs?: number | undefined },
  ): Promise<T>;
  forget(owner: string): void;
  clear(): void;
  /** Drops every copy and keeps none, every read going to the database, until `resume` (the change feed is down). */
  suspend(): void;
  /** Keeps copies again, starting empty: changes made while suspended were not announced. */
  resume(): void;
}

export function createReadCache({ maxChars, ttlMs = 10 * 60_000, now = Date.now }: { maxChars: number; ttlMs?: number; now?: () => number }): ReadCache {
  const keysOfOwner = new Map<string, Set<string>>();
  // Counts forgets: a read that started before a change of any account its value shows must not
  // store what it read. The accounts of a value are only known once it is loaded, so each
  // account keeps the count of its last forget instead of a generation read before the load.
  let forgets = 0;
  const lastForgetOf = new Map<string, number>();
  let epoch = 0;
  const entries = new LRUCache<string, { value: unknown; owners: string[] }>({
    maxSize: maxChars,
    sizeCalculation: (_entry, key) => sizes.get(key) ?? 1,
    ttl: ttlMs,
    // The app's clock (tests move it), read at each look-up.
    perf: { now: () => now() },
    ttlResolution: 0,
    dispose: ({ owners }, key) => {
      sizes.delete(key);
      for (const owner of owners) {
        const keys = keysOfOwner.get(owner);
        keys?.delete(key);
        if (keys?.size === 0) keysOfOwner.delete(owner);
      }
    },
  });
  const sizes = new Map<string, number>();
  // Loads under way, shared by the reads of the same key that arrive meanwhile: fifty requests
  // for a cold doctor's list made fifty loads of 500 patients' numbers (the growth bench).
  // A read joins only a load with no forget and no reset since it started, so it never gets
  // what was read before a change.
  const loading = new Map<string, { value: Promise<unknown>; forgetsAtStart: number; epochAtStart: number }>();

  let isSuspended = false;
  const clear = () => {
    epoch += 1;
    entries.clear();
  };

  return {
    async read(owner, key, load, options = {}) {
      if (isSuspended) return load();
      const fullKey = `${owner}|${key}`;
      const cached = entries.get(fullKey);
      if (cached) return cached.value as Awaited<ReturnType<typeof load>>;
      const underWay = loading.get(fullKey);
      if (underWay && underWay.forgetsAtStart === forgets && underWay.epochAtStart === epoch) return underWay.value as ReturnType<typeof load>;
      const startedAfter = forgets;
      const startedIn = epoch;
      const loaded = load();
      const entry = { value: loaded, forgetsAtStart: startedAfter, epochAtStart: startedIn };
      loading.set(fullKey, entry);
      let value: Awaited<ReturnType<typeof load>>;
      try {
        value = await loaded;
      } finally {
        if (loading.get(fullKey) === entry) loading.delete(fullKey);
      }
      const owners = [...new Set([owner, ...(options.alsoShows?.(value) ?? [])])];
      if (epoch === startedIn && owners.every((account) => (lastForgetOf.get(account) ?? 0) <= startedAfter)) {
        sizes.set(fullKey, JSON.stringify(value)?.length ?? 1);
        entries.set(fullKey, { value, owners }, { ttl: options.lifetimeMs ?? ttlMs });
        for (const account of owners) {
          let keys = keysOfOwner.get(account);
          if (!keys) keysOfOwner.set(account, (keys = new Set()));
          keys.add(fullKey);
        }
      }
      return value;
    },
    forget(owner) {
      forgets += 1;
      lastForgetOf.set(owner, forgets);
      for (const key of [...(keysOfOwner.get(owner) ?? [])]) entries.delete(key);
      // The counts of accounts with nothing cached are only needed while a read is in flight.
      if (lastForgetOf.size > 100_000) {
        lastForgetOf.clear();
        epoch += 1;
      }
    },
    clear,
    suspend() {
      isSuspended = true;
      clear();
    },
    resume() {
      isSuspended = false;
      clear();
    },
  };
}

/** The cache when no change feed is wired (bare test apps, tools): every read goes to the database. */
export const noReadCache: ReadCache = {
  read: (_owner, _key, load) => load(),
  forget: () => undefined,
  clear: () => undefined,
  suspend: () => undefined,
  resume: () => undefined,
};
