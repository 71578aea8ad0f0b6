import { describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE_WINDOW_MS, LoginThrottle } from './login-throttle';

function throttleWithClock(start = 1_000_000) {
  const clock = { now: start };
  return { clock, throttle: new LoginThrottle(() => clock.now) };
}

describe('LoginThrottle', () => {
  const MAX = 5;
  const key = '203.0.113.7|ada@example.com';

  it('allows the first attempts and blocks once maxAttempts failures are recorded', () => {
    const { throttle, clock } = throttleWithClock();
    for (let i = 0; i < MAX - 1; i++) {
      throttle.recordFailure(key);
      clock.now += 1_000;
    }
    expect(throttle.isBlocked(key, MAX)).toBe(false);
    throttle.recordFailure(key);
    expect(throttle.isBlocked(key, MAX)).toBe(true);
  });

  it('follows the configured limit', () => {
    const { throttle } = throttleWithClock();
    throttle.recordFailure(key);
    throttle.recordFailure(key);
    expect(throttle.isBlocked(key, 3)).toBe(false);
    expect(throttle.isBlocked(key, 2)).toBe(true);
  });

  it('keeps each address and e-mail pair apart', () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < MAX; i++) throttle.recordFailure(key);
    expect(throttle.isBlocked(key, MAX)).toBe(true);
    expect(throttle.isBlocked('203.0.113.7|grace@example.com', MAX)).toBe(false);
    expect(throttle.isBlocked('198.51.100.1|ada@example.com', MAX)).toBe(false);
  });

  it('forgets failures older than the 15-minute window', () => {
    const { throttle, clock } = throttleWithClock();
    expect(LOGIN_THROTTLE_WINDOW_MS).toBe(15 * 60 * 1000);
    for (let i = 0; i < MAX; i++) throttle.recordFailure(key);
    clock.now += LOGIN_THROTTLE_WINDOW_MS - 1;
    expect(throttle.isBlocked(key, MAX)).toBe(true);
    clock.now += 1;
    expect(throttle.isBlocked(key, MAX)).toBe(false);
  });

  it('slides the window: only the failures of the last 15 minutes count', () => {
    const { throttle, clock } = throttleWithClock();
    throttle.recordFailure(key); // t0
    clock.now += 10 * 60 * 1000;
    for (let i = 0; i < MAX - 1; i++) throttle.recordFailure(key); // t0 + 10 min
    expect(throttle.isBlocked(key, MAX)).toBe(true);
    clock.now += 5 * 60 * 1000; // the first failure leaves the window
    expect(throttle.isBlocked(key, MAX)).toBe(false);
    throttle.recordFailure(key);
    expect(throttle.isBlocked(key, MAX)).toBe(true);
  });

  it('clears the count after a successful sign-in', () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < MAX - 1; i++) throttle.recordFailure(key);
    throttle.reset(key);
    throttle.recordFailure(key);
    expect(throttle.isBlocked(key, 2)).toBe(false);
  });
});
