import type { Redis } from 'ioredis';

/**
 * Counts failed sign-ins per client address and e-mail. After `maxAttempts` failures within the
 * window further attempts are refused until the window has passed; a success clears the count.
 * Keyed by address and e-mail so one attacker cannot lock every account from one place, and one
 * office behind a shared address does not lock each other out.
 */
export const LOGIN_THROTTLE_WINDOW_MS = 15 * 60 * 1000;

export interface LoginThrottle {
  isBlocked(key: string, maxAttempts: number): Promise<boolean>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** One process: failures kept in memory with their times (sliding window). */
export class MemoryLoginThrottle implements LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  private recent(key: string): number[] {
    const cutoff = this.now() - LOGIN_THROTTLE_WINDOW_MS;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  async isBlocked(key: string, maxAttempts: number): Promise<boolean> {
    return this.recent(key).length >= maxAttempts;
  }

  async recordFailure(key: string): Promise<void> {
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  async reset(key: string): Promise<void> {
    this.failures.delete(key);
  }
}

/**
 * Several app nodes: a counter in Redis shared by all of them. The window starts at the first
 * failure (fixed window), which is enough to stop guessing and needs two commands per attempt.
 */
export class RedisLoginThrottle implements LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'vino:login-failures:',
  ) {}

  async isBlocked(key: string, maxAttempts: number): Promise<boolean> {
    const count = Number((await this.redis.get(this.prefix + key)) ?? 0);
    return count >= maxAttempts;
  }

  async recordFailure(key: string): Promise<void> {
    const k = this.prefix + key;
    const count = await this.redis.incr(k);
    if (count === 1) await this.redis.pexpire(k, LOGIN_THROTTLE_WINDOW_MS);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
