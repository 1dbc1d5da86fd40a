/**
 * A small in-process cache with a time to live. Concurrent loads of one key share one call, so a
 * burst of page loads asks the weather service once; failures are not kept. With several server
 * instances each keeps its own (a shared store belongs with REDIS_URL, see architecture.md).
 */
export class TtlCache<Value> {
  private readonly values = new Map<string, { value: Value; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<Value>>();

  constructor(
    private readonly ttlMs: number,
    /** Oldest entries go first beyond this, so many distinct places cannot grow memory without end. */
    private readonly maxEntries = 5000,
  ) {}

  async getOrLoad(key: string, load: () => Promise<Value>): Promise<Value> {
    const cached = this.values.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.value;
    if (cached) this.values.delete(key);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const loaded = load()
      .then((value) => {
        if (this.ttlMs > 0) this.remember(key, value);
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, loaded);
    return loaded;
  }

  private remember(key: string, value: Value) {
    this.values.delete(key);
    this.values.set(key, { value, expiresAt: Date.now() + this.ttlMs });
    for (const oldest of this.values.keys()) {
      if (this.values.size <= this.maxEntries) break;
      this.values.delete(oldest);
    }
  }
}
