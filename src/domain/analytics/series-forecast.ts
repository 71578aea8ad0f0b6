/**
 * One series, every method: each fitted on the whole history for the forecasts the page shows, and
 * evaluated out of sample by rolling origin (`rolling-origin.ts`); the series' forecasts use the
 * method chosen on the validation window.
 */
import { fitModel, MIN_POINTS, MODEL_METHODS, residualStandardDeviation, type ModelMethod } from './forecast-models';
import { predictionInterval, type IntervalPoint } from './prediction-interval';
import { evaluateSeries, type SeriesEvaluation, type WindowScore } from './rolling-origin';

export interface SeriesModel {
  method: ModelMethod;
  points: number;
  forecast: IntervalPoint[];
  sigma: number;
  params: Record<string, number>;
  validation: WindowScore | null;
  test: WindowScore | null;
}

export interface SeriesForecast {
  models: SeriesModel[];
  evaluation: Omit<SeriesEvaluation, 'methods'>;
  /** The method chosen on the validation window; null when the series could not be evaluated. */
  best: ModelMethod | null;
}

export function forecastSeries(series: readonly number[], horizon: number): SeriesForecast {
  const { methods: scores, ...evaluation } = evaluateSeries(series);
  const models: SeriesModel[] = [];
  for (const method of MODEL_METHODS) {
    if (series.length < MIN_POINTS[method]) continue;
    const fit = fitModel(method, series, horizon);
    const sigma = residualStandardDeviation(series, fit.fitted);
    const score = scores.find((s) => s.method === method);
    models.push({
      method,
      points: series.length,
      forecast: predictionInterval(fit.forecast, sigma),
      sigma,
      params: fit.params,
      validation: score?.validation ?? null,
      test: score?.test ?? null,
    });
  }
  return { models, evaluation, best: evaluation.chosen };
}
