/**
 * Counts failed sign-ins per client address and e-mail. After `maxAttempts` failures within the
 * window further attempts are refused until the window has passed; a success clears the count.
 * Keyed by address and e-mail so one attacker cannot lock every account from one place, and one
 * office behind a shared address does not lock each other out.
 */
export const LOGIN_THROTTLE_WINDOW_MS = 15 * 60 * 1000;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  private recent(key: string): number[] {
    const cutoff = this.now() - LOGIN_THROTTLE_WINDOW_MS;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  isBlocked(key: string, maxAttempts: number): boolean {
    return this.recent(key).length >= maxAttempts;
  }

  recordFailure(key: string): void {
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
