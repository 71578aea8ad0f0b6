import { describe, expect, it } from 'vitest';
import {
  ALLOCATION_PRESETS,
  CALCULATOR_INVESTMENT_USD,
  CALCULATOR_RETURN_PCT,
  CALCULATOR_YEARS,
  compoundValue,
  projectInvestment,
  timelineBarWidthPct,
} from './investment';

describe('investment calculator', () => {
  it('compounds the spec defaults: USD 10,000 at 8.7% for 5 years', () => {
    // 10000 x 1.087^5 = 15,175.66...
    expect(compoundValue(10_000, 8.7, 5)).toBeCloseTo(15_175.66, 2);
    expect(projectInvestment(10_000, 8.7, 5)).toEqual({ finalValue: 15_176, totalReturn: 5_176, totalReturnPct: 51.8 });
  });

  it('compares the spec returns over the same period', () => {
    expect(projectInvestment(10_000, 6.4, 5).finalValue).toBe(13_637);
    expect(projectInvestment(10_000, 3.1, 5).finalValue).toBe(11_649);
    expect(projectInvestment(1_000_000, 15, 20).finalValue).toBe(16_366_537);
  });

  it('keeps the spec slider bounds and presets', () => {
    expect(CALCULATOR_INVESTMENT_USD).toEqual({ min: 1_000, max: 1_000_000, step: 1_000, default: 10_000 });
    expect(CALCULATOR_YEARS).toMatchObject({ min: 1, max: 20, default: 5 });
    expect(CALCULATOR_RETURN_PCT).toEqual({ min: 3, max: 15, step: 0.1, default: 8.7 });
    expect(ALLOCATION_PRESETS.map((p) => [p.stockPct, p.tokenPct])).toEqual([
      [70, 30],
      [50, 50],
      [30, 70],
    ]);
    expect(ALLOCATION_PRESETS.filter((p) => p.isRecommended).map((p) => p.label)).toEqual(['Balanced']);
  });
});

describe('timeline bars', () => {
  it('scales the index to 300', () => {
    expect(timelineBarWidthPct(300)).toBe(100);
    expect(timelineBarWidthPct(150)).toBe(50);
    expect(timelineBarWidthPct(287)).toBeCloseTo(95.67, 2);
    expect(timelineBarWidthPct(450)).toBe(100);
  });
});
