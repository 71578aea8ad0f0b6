/**
 * Backtesting: fit on the history without its last `holdout` periods, forecast them, and compare
 * with what happened. MAPE = mean of |actual − forecast| / |actual| over the held-out periods whose
 * actual is not zero (a zero cannot be divided by; such periods are left out and counted).
 */
import { fitModel, MIN_POINTS, type ModelMethod } from './forecast-models';

/** Mean absolute percentage error in percent; null when every actual is zero. */
export function mape(actual: readonly number[], predicted: readonly number[]): number | null {
  const terms: number[] = [];
  actual.forEach((a, i) => {
    if (a !== 0) terms.push(Math.abs((a - predicted[i]!) / a));
  });
  if (terms.length === 0) return null;
  return (terms.reduce((s, x) => s + x, 0) / terms.length) * 100;
}

/** Accuracy shown on the page: 100 − MAPE, floored at 0 (a MAPE over 100 % is no accuracy at all). */
export function accuracyFromMape(value: number | null): number | null {
  return value === null ? null : Math.max(0, 100 - value);
}

export interface Backtest {
  holdout: number;
  mape: number | null;
  accuracy: number | null;
  actual: number[];
  predicted: number[];
}

/** Null when the history is too short to hold out `holdout` periods and still fit the method. */
export function backtest(method: ModelMethod, series: readonly number[], holdout: number): Backtest | null {
  if (series.length - holdout < MIN_POINTS[method] || holdout < 1) return null;
  const train = series.slice(0, series.length - holdout);
  const actual = series.slice(series.length - holdout);
  const predicted = fitModel(method, train, holdout).forecast;
  const error = mape(actual, predicted);
  return { holdout, mape: error, accuracy: accuracyFromMape(error), actual, predicted };
}
