/**
 * One series, every method: each fitted on the whole history, backtested on its last periods, and
 * the most accurate one (lowest backtest MAPE) chosen for the forecasts the page shows.
 */
import { backtest, type Backtest } from './backtest';
import { fitModel, MIN_POINTS, MODEL_METHODS, residualStandardDeviation, type ModelMethod } from './forecast-models';
import { predictionInterval, type IntervalPoint } from './prediction-interval';

export interface SeriesModel {
  method: ModelMethod;
  points: number;
  forecast: IntervalPoint[];
  sigma: number;
  params: Record<string, number>;
  backtest: Backtest | null;
}

export interface SeriesForecast {
  models: SeriesModel[];
  /** The method with the lowest backtest MAPE (ties: the simpler, earlier in MODEL_METHODS); null if none could be tested. */
  best: ModelMethod | null;
}

export function forecastSeries(series: readonly number[], horizon: number, holdout: number): SeriesForecast {
  const models: SeriesModel[] = [];
  for (const method of MODEL_METHODS) {
    if (series.length < MIN_POINTS[method]) continue;
    const fit = fitModel(method, series, horizon);
    const sigma = residualStandardDeviation(series, fit.fitted);
    models.push({
      method,
      points: series.length,
      forecast: predictionInterval(fit.forecast, sigma),
      sigma,
      params: fit.params,
      backtest: backtest(method, series, holdout),
    });
  }
  let best: SeriesModel | null = null;
  for (const m of models) {
    const error = m.backtest?.mape;
    if (error === null || error === undefined) continue;
    if (!best || error < best.backtest!.mape!) best = m;
  }
  return { models, best: best?.method ?? null };
}
