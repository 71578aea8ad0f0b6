import { describe, expect, it } from 'vitest';
import { annualisedPct, axisTicks, niceStep } from './chart-scale';

describe('chart scale', () => {
  it('picks round steps', () => {
    expect(niceStep(187.3)).toBe(50);
    expect(niceStep(12.4)).toBe(5);
    expect(niceStep(0)).toBe(1);
  });

  it('builds ticks from zero past the maximum', () => {
    expect(axisTicks(187.3)).toEqual([0, 50, 100, 150, 200]);
    expect(axisTicks(12.4)).toEqual([0, 5, 10, 15]);
  });

  it('annualises a cumulative return', () => {
    expect(annualisedPct(21, 2)).toBeCloseTo(10, 6);
    expect(annualisedPct(12.4, 1)).toBeCloseTo(12.4, 6);
    expect(annualisedPct(50, 0)).toBe(0);
  });
});
