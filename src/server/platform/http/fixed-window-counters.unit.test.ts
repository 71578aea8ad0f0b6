import { describe, expect, it } from 'vitest';
import { FixedWindowCounters } from './fixed-window-counters';

describe('FixedWindowCounters', () => {
  it('counts a client within its window and starts again when the window closes', () => {
    const counters = new FixedWindowCounters(3, 60_000);
    expect(counters.hit('a', 1_000)).toEqual({ count: 1, resetInMs: 60_000 });
    expect(counters.hit('a', 21_000)).toEqual({ count: 2, resetInMs: 40_000 });
    expect(counters.hit('a', 60_999)).toEqual({ count: 3, resetInMs: 1 });
    expect(counters.hit('a', 61_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('keeps clients apart', () => {
    const counters = new FixedWindowCounters(3, 60_000);
    counters.hit('a', 0);
    counters.hit('a', 0);
    expect(counters.hit('b', 0).count).toBe(1);
    expect(counters.hit('a', 0).count).toBe(3);
  });

  it('forgets the client whose window began longest ago once full', () => {
    const counters = new FixedWindowCounters(10, 60_000, 2);
    counters.hit('old', 0);
    counters.hit('old', 1);
    counters.hit('newer', 10);
    counters.hit('newest', 20);
    expect(counters.hit('newer', 30).count).toBe(2);
    expect(counters.hit('old', 30).count).toBe(1);
  });

  it('moves a client whose window restarted behind the others', () => {
    const counters = new FixedWindowCounters(10, 100, 2);
    counters.hit('a', 0);
    counters.hit('b', 50);
    counters.hit('a', 150); // a's new window began after b's
    counters.hit('c', 160); // so b goes first
    expect(counters.hit('a', 170).count).toBe(2);
    expect(counters.hit('b', 170).count).toBe(1);
  });
});
