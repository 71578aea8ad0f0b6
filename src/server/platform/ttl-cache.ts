/**
 * A small in-process cache for values read often and changed rarely (settings, metrics).
 * Concurrent misses share one load, so a burst of requests runs the query once.
 * delete() and clear() also drop loads in flight: a load that began before a change must not be
 * handed to later callers or stored over the fresh value (each load remembers its generation).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private readonly loading = new Map<string, { promise: Promise<V>; generation: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The value, if one is cached and fresh; never loads. Lets a hot route answer a hit without a
   * promise, calling get() only on a miss.
   */
  peek(key: string): V | undefined {
    return this.fresh(key)?.value;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.fresh(key);
    if (hit) return hit.value;
    const pending = this.loading.get(key);
    if (pending) return pending.promise;
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        if (this.generation === generation) this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
        return value;
      })
      .finally(() => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
      });
    this.loading.set(key, { promise, generation });
    return promise;
  }

  /** The entry of `key` while it has not expired. */
  private fresh(key: string): { value: V } | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > this.now() ? hit : undefined;
  }

  delete(key: string): void {
    this.generation++;
    this.entries.delete(key);
    this.loading.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }
}
