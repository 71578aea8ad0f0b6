import { describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE_WINDOW_MS, MemoryLoginThrottle } from './login-throttle';

function throttleWithClock(start = 1_000_000) {
  const clock = { now: start };
  return { clock, throttle: new MemoryLoginThrottle(() => clock.now) };
}

describe('MemoryLoginThrottle', () => {
  const MAX = 5;
  const key = '203.0.113.7|ada@example.com';

  it('allows the first attempts and blocks once maxAttempts failures are recorded', async () => {
    const { throttle, clock } = throttleWithClock();
    for (let i = 0; i < MAX - 1; i++) {
      await throttle.recordFailure(key);
      clock.now += 1_000;
    }
    expect(await throttle.isBlocked(key, MAX)).toBe(false);
    await throttle.recordFailure(key);
    expect(await throttle.isBlocked(key, MAX)).toBe(true);
  });

  it('follows the configured limit', async () => {
    const { throttle } = throttleWithClock();
    await throttle.recordFailure(key);
    await throttle.recordFailure(key);
    expect(await throttle.isBlocked(key, 3)).toBe(false);
    expect(await throttle.isBlocked(key, 2)).toBe(true);
  });

  it('keeps each address and e-mail pair apart', async () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < MAX; i++) await throttle.recordFailure(key);
    expect(await throttle.isBlocked(key, MAX)).toBe(true);
    expect(await throttle.isBlocked('203.0.113.7|grace@example.com', MAX)).toBe(false);
    expect(await throttle.isBlocked('198.51.100.1|ada@example.com', MAX)).toBe(false);
  });

  it('forgets failures older than the 15-minute window', async () => {
    const { throttle, clock } = throttleWithClock();
    expect(LOGIN_THROTTLE_WINDOW_MS).toBe(15 * 60 * 1000);
    for (let i = 0; i < MAX; i++) await throttle.recordFailure(key);
    clock.now += LOGIN_THROTTLE_WINDOW_MS - 1;
    expect(await throttle.isBlocked(key, MAX)).toBe(true);
    clock.now += 1;
    expect(await throttle.isBlocked(key, MAX)).toBe(false);
  });

  it('slides the window: only the failures of the last 15 minutes count', async () => {
    const { throttle, clock } = throttleWithClock();
    await throttle.recordFailure(key); // t0
    clock.now += 10 * 60 * 1000;
    for (let i = 0; i < MAX - 1; i++) await throttle.recordFailure(key); // t0 + 10 min
    expect(await throttle.isBlocked(key, MAX)).toBe(true);
    clock.now += 5 * 60 * 1000; // the first failure leaves the window
    expect(await throttle.isBlocked(key, MAX)).toBe(false);
    await throttle.recordFailure(key);
    expect(await throttle.isBlocked(key, MAX)).toBe(true);
  });

  it('clears the count after a successful sign-in', async () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < MAX - 1; i++) await throttle.recordFailure(key);
    await throttle.reset(key);
    await throttle.recordFailure(key);
    expect(await throttle.isBlocked(key, 2)).toBe(false);
  });
});
