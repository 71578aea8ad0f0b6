import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accuracyBadge, maseBand } from './accuracy-badge';
import { intervalCoverage, mase, naiveScale, wape } from './forecast-accuracy';
import { EVALUATION, evaluateSeries, MIN_EVALUATION_POINTS, scoreWindow, seasonalPeriod } from './rolling-origin';
import { forecastSeries } from './series-forecast';

const weeks = (n: number, f: (t: number) => number) => Array.from({ length: n }, (_, t) => f(t));
const series = fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 2, maxLength: 60 });

describe('accuracy measures', () => {
  it('scales by the naive forecast’s in-sample error', () => {
    // |3−1| + |2−3| + |6−2| = 7 over 3 steps.
    expect(naiveScale([1, 3, 2, 6], 1)).toBeCloseTo(7 / 3, 12);
    // Seasonal, m = 2: |2−1| + |6−3| = 4 over 2.
    expect(naiveScale([1, 3, 2, 6], 2)).toBe(2);
    expect(naiveScale([1, 3], 2)).toBeNull();
    expect(mase([10, 20], [12, 16], 2)).toBe(1.5);
    expect(mase([10], [12], 0)).toBeNull();
  });
  it('keeps zero weeks in WAPE, where MAPE would have to drop them', () => {
    // |0−5| + |100−150| = 55 over 100.
    expect(wape([0, 100], [5, 150])).toBeCloseTo(55, 12);
    expect(wape([0, 0], [1, 2])).toBeNull();
  });
  it('counts the actuals inside their intervals, bounds included', () => {
    const bands = [
      { lower: 0, upper: 10 },
      { lower: 5, upper: 6 },
      { lower: 1, upper: 1 },
      { lower: 0, upper: 1 },
    ];
    expect(intervalCoverage([10, 7, 1, 2], bands)).toBe(50);
    expect(intervalCoverage([], [])).toBeNull();
  });
  it('the naive forecast itself scores MASE 1 in sample, whatever the series', () => {
    fc.assert(
      fc.property(series, (ys) => {
        const scale = naiveScale(ys, 1);
        fc.pre(scale !== null && scale > 0);
        expect(mase(ys.slice(1), ys.slice(0, -1), scale)).toBeCloseTo(1, 9);
      }),
    );
  });
  it('WAPE and coverage stay in range, and a perfect forecast scores 0', () => {
    fc.assert(
      fc.property(series, series, (a, b) => {
        const n = Math.min(a.length, b.length);
        const w = wape(a.slice(0, n), b.slice(0, n));
        if (w !== null) expect(w).toBeGreaterThanOrEqual(0);
        const c = intervalCoverage(
          a.slice(0, n),
          b.slice(0, n).map((v) => ({ lower: v - 1, upper: v + 1 })),
        );
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(100);
        if (a.some((v) => v !== 0)) expect(wape(a, a)).toBe(0);
      }),
    );
  });
});

describe('rolling-origin evaluation', () => {
  it('fits from each origin on the weeks before it only', () => {
    // y = 10t: a line fitted on any prefix continues it exactly; the naive scale is 10.
    const line = weeks(12, (t) => 10 * t);
    const score = scoreWindow('linear_trend', line, 8, 12, 1, 4)!;
    // Origins 8..11 forecast 4, 3, 2, 1 steps inside the window.
    expect(score.forecasts).toBe(10);
    expect(score.mase).toBeCloseTo(0, 9);
    expect(score.wape).toBeCloseTo(0, 9);
    expect(score.coverage).toBe(100);
    // The moving average of 4 lags a rising line by 2.5 steps on average: errors 25, 35, 45, 55 from
    // origin 8, then 25, 35, 45; 25, 35; 25 — MAE 35, i.e. MASE 3.5.
    expect(scoreWindow('moving_average', line, 8, 12, 1, 4)!.mase).toBeCloseTo(3.5, 9);
  });
  it('never lets a change inside the test window decide the method', () => {
    // Flat with noise through validation, then a steep rise in the test weeks only.
    const noisy = weeks(MIN_EVALUATION_POINTS - EVALUATION.testWeeks, (t) => 100 + (t % 2 ? 7 : -7));
    const rising = weeks(EVALUATION.testWeeks, (t) => 100 + 40 * (t + 1));
    const a = evaluateSeries([...noisy, ...rising]);
    const b = evaluateSeries([...noisy, ...weeks(EVALUATION.testWeeks, () => 100)]);
    expect(a.status).toBe('evaluated');
    expect(a.chosen).toBe(b.chosen);
    const chosen = a.methods.find((m) => m.method === a.chosen)!;
    // The rise was never seen: the chosen model misses it, and the test window says so.
    expect(chosen.test!.mase!).toBeGreaterThan(1);
    expect(chosen.test!.coverage!).toBeLessThan(50);
  });
  it('chooses a line for a trending series and reports its test accuracy', () => {
    const e = evaluateSeries(weeks(30, (t) => 1000 + 50 * t + (t % 3) - 1));
    expect(e.chosen).toBe('linear_trend');
    const line = e.methods.find((m) => m.method === 'linear_trend')!;
    expect(line.test!.mase!).toBeLessThan(0.1);
    expect(line.test!.wape!).toBeLessThan(1);
  });
  it('says "not enough history" for short or constant series instead of a percentage', () => {
    expect(evaluateSeries(weeks(MIN_EVALUATION_POINTS - 1, (t) => t))).toMatchObject({
      status: 'not_enough_history',
      chosen: null,
    });
    expect(evaluateSeries(weeks(40, () => 1))).toMatchObject({ status: 'constant', chosen: null });
    expect(evaluateSeries(weeks(40, () => 0)).status).toBe('constant');
    expect(accuracyBadge('constant', null)).toEqual({ label: 'Not enough history (series never changes)', band: null });
    expect(accuracyBadge('not_enough_history', null).label).toBe('Not enough history');
    const f = forecastSeries(weeks(10, (t) => t), 13);
    expect(f.best).toBeNull();
    expect(f.models.map((m) => m.test)).toEqual([null, null, null]);
  });
  it('compares with the seasonal naive forecast once two years precede the windows', () => {
    expect(seasonalPeriod(103)).toBe(1);
    expect(seasonalPeriod(104)).toBe(52);
    expect(evaluateSeries(weeks(104 + 12, (t) => t % 52)).baselinePeriod).toBe(52);
  });
  it('bands MASE: green well under naive, yellow under, red at or over', () => {
    expect([maseBand(0.5), maseBand(0.9), maseBand(1), maseBand(3)]).toEqual(['green', 'yellow', 'red', 'red']);
    expect(accuracyBadge('evaluated', { forecasts: 10, mae: 1, mase: 0.5, wape: 8.25, coverage: 80 })).toEqual({
      label: 'MASE 0.50 · WAPE 8.3%',
      band: 'green',
    });
  });
});
