/** Where one client stands in its current window. */
export interface WindowHit {
  /** Requests counted in the window, this one included. */
  count: number;
  /** Milliseconds until the window closes and the count starts again. */
  resetInMs: number;
}

interface Window {
  count: number;
  startedAt: number;
}

/**
 * Requests per client in fixed windows (`max` per `windowMs`), counted in this process: the rule
 * the HTTP rate limits apply (rate-limit.ts). At most `capacity` clients are remembered; past that
 * the client whose window began longest ago is forgotten first (a window that began earlier has
 * less of its count left to matter), so memory stays bounded under a flood of addresses.
 */
export class FixedWindowCounters {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly capacity = 5000,
  ) {}

  hit(key: string, now: number): WindowHit {
    const window = this.windows.get(key);
    if (window !== undefined && now - window.startedAt < this.windowMs) {
      window.count += 1;
      return { count: window.count, resetInMs: window.startedAt + this.windowMs - now };
    }
    // A new window goes to the end of the map's order, so the first entry is always the oldest window.
    if (window !== undefined) this.windows.delete(key);
    this.windows.set(key, { count: 1, startedAt: now });
    if (this.windows.size > this.capacity) this.windows.delete(this.windows.keys().next().value!);
    return { count: 1, resetInMs: this.windowMs };
  }
}
