/**
 * Rolling-origin evaluation (FPP 5.10, "time series cross-validation"). The last weeks of a series
 * are split into a validation window and, after it, a test window. From every origin in a window a
 * method is fitted on the history before the origin only and forecasts up to `horizon` weeks that
 * fall inside the same window. The method is chosen on the validation window; its accuracy is
 * reported on the test window, which played no part in the choice.
 */
import { intervalCoverage, meanAbsoluteError, naiveScale, wape } from './forecast-accuracy';
import { fitModel, MIN_POINTS, MODEL_METHODS, residualStandardDeviation, type ModelMethod } from './forecast-models';
import { predictionInterval } from './prediction-interval';

export const EVALUATION = {
  /** Weeks of history before the first validation origin. */
  minTraining: 8,
  validationWeeks: 6,
  testWeeks: 6,
  /** Weeks ahead forecast from each origin (never past the end of its window). */
  horizon: 4,
  /** A year of weeks: the seasonal naive baseline when the history holds two full years before the windows. */
  season: 52,
} as const;

/** The shortest series that can be evaluated. */
export const MIN_EVALUATION_POINTS = EVALUATION.minTraining + EVALUATION.validationWeeks + EVALUATION.testWeeks;

export interface WindowScore {
  /** Forecasts scored (origins × steps inside the window). */
  forecasts: number;
  mae: number;
  /** Mean of |error| / the naive scale of the history before each origin; null if a scale was 0. */
  mase: number | null;
  wape: number | null;
  /** Share of actuals inside the 80 % interval, percent. */
  coverage: number | null;
}

/** The baseline of MASE: the seasonal naive (a year back) with two years of history, else last week. */
export function seasonalPeriod(trainingLength: number, season: number = EVALUATION.season): number {
  return trainingLength >= 2 * season ? season : 1;
}

/** Scores `method` from every origin in [from, to), each forecast's target also before `to`. */
export function scoreWindow(
  method: ModelMethod,
  series: readonly number[],
  from: number,
  to: number,
  m: number,
  horizon: number = EVALUATION.horizon,
): WindowScore | null {
  const actual: number[] = [];
  const predicted: number[] = [];
  const intervals: { lower: number; upper: number }[] = [];
  const scaled: number[] = [];
  let scaleMissing = false;
  for (let origin = from; origin < to; origin++) {
    const training = series.slice(0, origin);
    if (training.length < MIN_POINTS[method]) return null;
    const steps = Math.min(horizon, to - origin);
    const fit = fitModel(method, training, steps);
    const bands = predictionInterval(fit.forecast, residualStandardDeviation(training, fit.fitted));
    const scale = naiveScale(training, m);
    for (let h = 0; h < steps; h++) {
      const a = series[origin + h]!;
      // The interval floors forecasts at 0 (the series cannot be negative), so score that forecast.
      const f = bands[h]!.forecast;
      actual.push(a);
      predicted.push(f);
      intervals.push(bands[h]!);
      if (scale === null || scale <= 0) scaleMissing = true;
      else scaled.push(Math.abs(a - f) / scale);
    }
  }
  const mae = meanAbsoluteError(actual, predicted);
  if (mae === null) return null;
  return {
    forecasts: actual.length,
    mae,
    mase: scaleMissing ? null : scaled.reduce((s, q) => s + q, 0) / scaled.length,
    wape: wape(actual, predicted),
    coverage: intervalCoverage(actual, intervals),
  };
}

export type EvaluationStatus = 'evaluated' | 'not_enough_history' | 'constant';

export interface MethodEvaluation {
  method: ModelMethod;
  validation: WindowScore | null;
  test: WindowScore | null;
}

export interface SeriesEvaluation {
  status: EvaluationStatus;
  /** Seasonal period of the naive baseline (1 = last week's value). */
  baselinePeriod: number;
  methods: MethodEvaluation[];
  /** Lowest validation MAE (ties: the simpler method, earlier in MODEL_METHODS); null unless evaluated. */
  chosen: ModelMethod | null;
}

/**
 * Evaluates every method on a series of weekly totals (oldest first). Too short a series, or one
 * that never changes (nothing to learn, every method trivially right), is not evaluated.
 */
export function evaluateSeries(series: readonly number[]): SeriesEvaluation {
  const n = series.length;
  const testStart = n - EVALUATION.testWeeks;
  const validationStart = testStart - EVALUATION.validationWeeks;
  const m = seasonalPeriod(Math.max(0, validationStart));
  if (n < MIN_EVALUATION_POINTS) return { status: 'not_enough_history', baselinePeriod: m, methods: [], chosen: null };
  if (series.every((v) => v === series[0])) return { status: 'constant', baselinePeriod: m, methods: [], chosen: null };
  const methods = MODEL_METHODS.map((method) => ({
    method,
    validation: scoreWindow(method, series, validationStart, testStart, m),
    test: scoreWindow(method, series, testStart, n, m),
  }));
  let chosen: MethodEvaluation | null = null;
  for (const e of methods) {
    if (e.validation && (!chosen || e.validation.mae < chosen.validation!.mae)) chosen = e;
  }
  return { status: 'evaluated', baselinePeriod: m, methods, chosen: chosen?.method ?? null };
}
