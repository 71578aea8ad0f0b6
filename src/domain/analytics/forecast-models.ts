/**
 * The analytics suite's forecasting models: named, simple and honest. Each fits a series
 * of equally spaced totals (oldest first) and forecasts the next `horizon` periods. Regression comes
 * from simple-statistics; Holt's smoothing is a few lines of recurrence (the library has none).
 */
import { linearRegression, linearRegressionLine, mean, sampleStandardDeviation } from 'simple-statistics';

export const MODEL_METHODS = ['linear_trend', 'moving_average', 'holt'] as const;
export type ModelMethod = (typeof MODEL_METHODS)[number];

/** The moving average's window (periods). */
export const MOVING_AVERAGE_WINDOW = 4;

export const MODEL_METHOD_LABELS: Record<ModelMethod, string> = {
  linear_trend: 'Linear trend (least squares)',
  moving_average: 'Moving average',
  holt: "Holt's exponential smoothing",
};

/** How each method works, in one sentence the page shows under "how is this computed". */
export const MODEL_METHOD_DOCS: Record<ModelMethod, string> = {
  linear_trend:
    'Fits the straight line y = a + b·t that minimises the squared errors over the history and extends it forward.',
  moving_average: `Forecasts every future period as the mean of the last ${MOVING_AVERAGE_WINDOW} observed periods (flat forecast).`,
  holt: "Smooths the level and the trend of the series (Holt's linear method); α and β are chosen by the smallest one-step-ahead squared error on a 0.1 grid.",
};

export interface Fit {
  method: ModelMethod;
  /** One-step-ahead (or in-sample) fitted values aligned with the history; null where none. */
  fitted: (number | null)[];
  /** The next `horizon` values. */
  forecast: number[];
  /** Parameters that reproduce the fit (slope/intercept, window, alpha/beta). */
  params: Record<string, number>;
}

/** Least-squares line through (t, y), t = 0..n-1. Needs at least 2 points. */
export function fitLinearTrend(series: readonly number[], horizon: number): Fit {
  if (series.length < 2) throw new Error('A linear trend needs at least 2 points');
  const { m, b } = linearRegression(series.map((y, t) => [t, y]));
  const line = linearRegressionLine({ m, b });
  return {
    method: 'linear_trend',
    fitted: series.map((_, t) => line(t)),
    forecast: Array.from({ length: horizon }, (_, h) => line(series.length + h)),
    params: { slope: m, intercept: b },
  };
}

/** Mean of the last `window` values, carried forward; fitted[t] is the mean of the `window` before t. */
export function fitMovingAverage(series: readonly number[], horizon: number, window = MOVING_AVERAGE_WINDOW): Fit {
  if (series.length < window) throw new Error(`A moving average needs at least ${window} points`);
  const fitted = series.map((_, t) => (t < window ? null : mean(series.slice(t - window, t))));
  const last = mean(series.slice(-window));
  return { method: 'moving_average', fitted, forecast: Array(horizon).fill(last), params: { window } };
}

interface HoltRun {
  fitted: (number | null)[];
  level: number;
  trend: number;
  sse: number;
}

function runHolt(series: readonly number[], alpha: number, beta: number): HoltRun {
  let level = series[0]!;
  let trend = series[1]! - series[0]!;
  const fitted: (number | null)[] = [null];
  let sse = 0;
  for (let t = 1; t < series.length; t++) {
    const predicted = level + trend;
    fitted.push(predicted);
    const y = series[t]!;
    sse += (y - predicted) ** 2;
    const previousLevel = level;
    level = alpha * y + (1 - alpha) * (level + trend);
    trend = beta * (level - previousLevel) + (1 - beta) * trend;
  }
  return { fitted, level, trend, sse };
}

const GRID = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];

/**
 * Holt's linear exponential smoothing; level starts at y0, trend at y1 − y0. Without fixed
 * parameters, α and β are the grid pair with the smallest one-step-ahead squared error.
 */
export function fitHolt(series: readonly number[], horizon: number, fixed?: { alpha: number; beta: number }): Fit {
  if (series.length < 3) throw new Error("Holt's smoothing needs at least 3 points");
  let best = { alpha: fixed?.alpha ?? 0.5, beta: fixed?.beta ?? 0.5, run: undefined as HoltRun | undefined };
  const pairs = fixed ? [fixed] : GRID.flatMap((alpha) => GRID.map((beta) => ({ alpha, beta })));
  for (const { alpha, beta } of pairs) {
    const run = runHolt(series, alpha, beta);
    if (!best.run || run.sse < best.run.sse) best = { alpha, beta, run };
  }
  const run = best.run!;
  return {
    method: 'holt',
    fitted: run.fitted,
    forecast: Array.from({ length: horizon }, (_, h) => run.level + (h + 1) * run.trend),
    params: { alpha: best.alpha, beta: best.beta, level: run.level, trend: run.trend },
  };
}

/** The smallest history each method needs. */
export const MIN_POINTS: Record<ModelMethod, number> = {
  linear_trend: 2,
  moving_average: MOVING_AVERAGE_WINDOW,
  holt: 3,
};

export function fitModel(method: ModelMethod, series: readonly number[], horizon: number): Fit {
  if (method === 'linear_trend') return fitLinearTrend(series, horizon);
  if (method === 'moving_average') return fitMovingAverage(series, horizon);
  return fitHolt(series, horizon);
}

/** Standard deviation of the residuals (actual − fitted) where a fitted value exists; 0 if under 2. */
export function residualStandardDeviation(series: readonly number[], fitted: readonly (number | null)[]): number {
  const residuals: number[] = [];
  series.forEach((y, t) => {
    const f = fitted[t];
    if (f !== null && f !== undefined) residuals.push(y - f);
  });
  return residuals.length < 2 ? 0 : sampleStandardDeviation(residuals);
}
