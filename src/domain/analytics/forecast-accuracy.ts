/**
 * Forecast accuracy measures (Hyndman & Athanasopoulos, Forecasting: Principles and Practice, 5.8):
 * scale-free MASE against a (seasonal) naive forecast, the zero-safe WAPE, and how often the
 * actuals fell inside the prediction intervals. Pure arithmetic on aligned arrays.
 */

/**
 * The scale of MASE: the in-sample mean absolute error of the seasonal naive forecast
 * (y[t] predicted by y[t − m]) over the training history. Null when the history is not longer
 * than m; 0 when the naive forecast is perfect there (a constant history), which leaves MASE undefined.
 */
export function naiveScale(training: readonly number[], m: number): number | null {
  if (training.length <= m) return null;
  let sum = 0;
  for (let t = m; t < training.length; t++) sum += Math.abs(training[t]! - training[t - m]!);
  return sum / (training.length - m);
}

/** Mean absolute error of forecasts against actuals; null when there is nothing to compare. */
export function meanAbsoluteError(actual: readonly number[], predicted: readonly number[]): number | null {
  if (actual.length === 0) return null;
  return actual.reduce((s, a, i) => s + Math.abs(a - predicted[i]!), 0) / actual.length;
}

/**
 * Mean absolute scaled error: the forecasts' MAE over the naive forecast's in-sample MAE. Under 1
 * the model beats the naive forecast; null when the scale is missing or zero.
 */
export function mase(actual: readonly number[], predicted: readonly number[], scale: number | null): number | null {
  const mae = meanAbsoluteError(actual, predicted);
  if (mae === null || scale === null || scale <= 0) return null;
  return mae / scale;
}

/**
 * Weighted absolute percentage error in percent: Σ|actual − forecast| / Σ|actual|. Zero weeks count
 * (unlike MAPE, which cannot divide by them); null only when every actual is zero.
 */
export function wape(actual: readonly number[], predicted: readonly number[]): number | null {
  const denominator = actual.reduce((s, a) => s + Math.abs(a), 0);
  if (denominator === 0) return null;
  return (actual.reduce((s, a, i) => s + Math.abs(a - predicted[i]!), 0) / denominator) * 100;
}

/** Floating-point slack so an actual equal to a zero-width interval's bound counts as inside. */
const BOUND_SLACK = 1e-9;

/** Share of actuals (percent) inside [lower, upper]; null when there are none. */
export function intervalCoverage(
  actual: readonly number[],
  intervals: readonly { lower: number; upper: number }[],
): number | null {
  if (actual.length === 0) return null;
  const inside = actual.filter((a, i) => {
    const { lower, upper } = intervals[i]!;
    const slack = BOUND_SLACK * Math.max(1, Math.abs(a));
    return a >= lower - slack && a <= upper + slack;
  }).length;
  return (inside / actual.length) * 100;
}
