import { describe, expect, it } from 'vitest';
import { fitHolt, fitLinearTrend, fitMovingAverage, residualStandardDeviation } from './forecast-models';
import { predictionInterval, totalInterval } from './prediction-interval';

describe('linear trend', () => {
  it('fits y = 1 + 2t exactly and extends it', () => {
    const fit = fitLinearTrend([1, 3, 5, 7], 2);
    expect(fit.params.slope).toBeCloseTo(2, 10);
    expect(fit.params.intercept).toBeCloseTo(1, 10);
    expect(fit.forecast[0]).toBeCloseTo(9, 10);
    expect(fit.forecast[1]).toBeCloseTo(11, 10);
  });
  it('fits the least-squares line of a noisy series', () => {
    // x = 0..3, y = 2, 4, 5, 4: slope 0.7, intercept 2.7 (hand-computed).
    const fit = fitLinearTrend([2, 4, 5, 4], 1);
    expect(fit.params.slope).toBeCloseTo(0.7, 10);
    expect(fit.params.intercept).toBeCloseTo(2.7, 10);
    expect(fit.forecast[0]).toBeCloseTo(5.5, 10);
  });
  it('refuses a single point', () => expect(() => fitLinearTrend([5], 1)).toThrow());
});

describe('moving average', () => {
  it('carries the mean of the last four forward', () => {
    const fit = fitMovingAverage([1, 2, 3, 4, 5, 6], 3);
    expect(fit.forecast).toEqual([4.5, 4.5, 4.5]);
    expect(fit.fitted).toEqual([null, null, null, null, 2.5, 3.5]);
  });
});

describe("Holt's smoothing", () => {
  it('follows the hand-computed recurrence with α = β = 0.5', () => {
    // level0 10, trend0 4; t1: 14 predicted, level 14, trend 4; t2: 18 predicted, level 16.5, trend 3.25.
    const fit = fitHolt([10, 14, 15], 2, { alpha: 0.5, beta: 0.5 });
    expect(fit.fitted).toEqual([null, 14, 18]);
    expect(fit.forecast).toEqual([19.75, 23]);
  });
  it('chooses the grid pair with no error on a straight line', () => {
    const fit = fitHolt([10, 12, 14, 16], 2);
    expect(fit.forecast).toEqual([18, 20]);
  });
});

describe('residuals and intervals', () => {
  it('takes the sample standard deviation of actual − fitted', () => {
    // residuals 1, −1, 1, −1: mean 0, sample variance 4/3.
    expect(residualStandardDeviation([11, 9, 11, 9], [10, 10, 10, 10])).toBeCloseTo(Math.sqrt(4 / 3), 10);
    expect(residualStandardDeviation([1, 2], [null, 2])).toBe(0);
  });
  it('widens with √h and floors at zero', () => {
    const [a, b] = predictionInterval([10, 1], 2, 1);
    expect(a).toEqual({ forecast: 10, lower: 8, upper: 12 });
    expect(b!.lower).toBe(0);
    expect(b!.upper).toBeCloseTo(1 + 2 * Math.SQRT2, 10);
  });
  it('sums a total with the summed variances', () => {
    const t = totalInterval([10, 10], 1, 1);
    expect(t.total).toBe(20);
    expect(t.conservative).toBeCloseTo(20 - Math.sqrt(3), 10);
    expect(t.optimistic).toBeCloseTo(20 + Math.sqrt(3), 10);
  });
});
