import { describe, expect, it } from 'vitest';
import { cumulativeReturns, indexValueAt } from './wine-index-returns';

/** The seeded index (wine-content.ts): 2000 = 100 … 2024 = 287. */
const SEEDED = [
  { year: 2000, index: 100 },
  { year: 2005, index: 142 },
  { year: 2008, index: 168 },
  { year: 2010, index: 205 },
  { year: 2015, index: 231 },
  { year: 2020, index: 254 },
  { year: 2024, index: 287 },
];

describe('wine index returns', () => {
  it('reads stored years as they are and interpolates between them at a constant yearly rate', () => {
    expect(indexValueAt(SEEDED, 2010)).toBe(205);
    // 2000 → 2005 is +42 %: 2 of 5 years at the same rate.
    expect(indexValueAt(SEEDED, 2002)).toBeCloseTo(100 * 1.42 ** 0.4, 6);
    expect(indexValueAt(SEEDED, 1999)).toBeNull();
    expect(indexValueAt(SEEDED, 2025)).toBeNull();
  });

  it('computes each holding period back from the latest year of the index', () => {
    const result = cumulativeReturns(SEEDED)!;
    expect(result.asOfYear).toBe(2024);
    expect(result.returnsPct['10Y']).toBe(Math.round((287 / (205 * (231 / 205) ** 0.8) - 1) * 1000) / 10);
    expect(result.returnsPct['20Y']).toBe(Math.round((287 / (100 * 1.42 ** 0.8) - 1) * 1000) / 10);
    expect(Object.values(result.returnsPct).every((v) => v !== null && v > 0)).toBe(true);
  });

  it('has no figure for a period the index does not reach, and nothing without an index', () => {
    const short = cumulativeReturns([
      { year: 2020, index: 100 },
      { year: 2024, index: 120 },
    ])!;
    expect(short.returnsPct['3Y']).not.toBeNull();
    expect(short.returnsPct['5Y']).toBeNull();
    expect(cumulativeReturns([])).toBeNull();
  });
});
