/**
 * Prediction intervals around a forecast: forecast ± z·σ·√h, σ the residual standard deviation of
 * the fit and h the step ahead (errors add up the further one looks). The conservative figure is
 * the lower bound, the optimistic one the upper; both floored at 0 for quantities that cannot be
 * negative (revenue, sign-ups).
 */

/** z of a two-sided 80 % interval under normal errors. */
export const INTERVAL_Z = 1.2816;
export const INTERVAL_LEVEL = 80;

export interface IntervalPoint {
  forecast: number;
  lower: number;
  upper: number;
}

export function predictionInterval(forecast: readonly number[], sigma: number, z = INTERVAL_Z): IntervalPoint[] {
  return forecast.map((f, i) => {
    const half = z * sigma * Math.sqrt(i + 1);
    return { forecast: Math.max(0, f), lower: Math.max(0, f - half), upper: Math.max(0, f + half) };
  });
}

/**
 * The interval of a total over the horizon: the forecasts summed, the half-width from the summed
 * variances σ²·(1 + 2 + … + H) (each step's error treated as independent, a simplification said so).
 */
export function totalInterval(
  forecast: readonly number[],
  sigma: number,
  z = INTERVAL_Z,
): { total: number; conservative: number; optimistic: number } {
  const total = forecast.reduce((s, f) => s + Math.max(0, f), 0);
  const h = forecast.length;
  const half = z * sigma * Math.sqrt((h * (h + 1)) / 2);
  return { total, conservative: Math.max(0, total - half), optimistic: total + half };
}
