import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random';

describe('seededRandom (mulberry32)', () => {
  it('repeats the same stream for the same seed and differs for another', () => {
    const take = (seed: number) => {
      const next = seededRandom(seed);
      return Array.from({ length: 5 }, () => next());
    };
    expect(take(42)).toEqual(take(42));
    expect(take(42)).not.toEqual(take(43));
  });

  it('stays in [0, 1) and spreads over the range', () => {
    const next = seededRandom(20_261_122);
    const values = Array.from({ length: 10_000 }, () => next());
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });
});
