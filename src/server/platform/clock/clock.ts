/**
 * The application's clock. Time-based features (staking rewards) read `now()` from here instead
 * of `new Date()`, so tests and the demo can move time forward to watch rewards accrue. The offset
 * can only be changed where `canAdvance` is true (demo mode or NODE_ENV=test; see clock-routes.ts).
 */
export interface Clock {
  now(): Date;
  /** How far this clock runs ahead of real time, in milliseconds. */
  offsetMs(): number;
  advance(ms: number): void;
  reset(): void;
}

export function createClock(realNow: () => number = Date.now): Clock {
  let offset = 0;
  return {
    now: () => new Date(realNow() + offset),
    offsetMs: () => offset,
    advance: (ms) => {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('The clock only moves forward.');
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}
