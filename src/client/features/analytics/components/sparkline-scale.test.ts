import { describe, expect, it } from 'vitest';
import { sparklineDomain } from './sparkline-scale';

describe('sparkline value axis', () => {
  it('spans the range with a fifth of it as padding', () => {
    // Six weekly revenue forecasts within 5 % of each other: the axis starts near them, not at 0.
    expect(sparklineDomain([1000, 1010, 1020, 1030, 1040, 1050])).toEqual([990, 1060]);
  });

  it('never goes below zero for a series without negative values', () => {
    expect(sparklineDomain([1, 5, 9])).toEqual([0, 10.6]);
  });

  it('keeps negative series and gives a flat or empty series a band', () => {
    expect(sparklineDomain([-10, -5])).toEqual([-11, -4]);
    expect(sparklineDomain([200, 200])).toEqual([190, 210]);
    expect(sparklineDomain([0, 0])).toEqual([0, 1]);
    expect(sparklineDomain([])).toEqual([0, 1]);
  });
});
