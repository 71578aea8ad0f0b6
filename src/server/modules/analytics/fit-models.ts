import { MODEL_METHOD_LABELS, type ModelMethod } from '../../../domain/analytics/forecast-models';
import { forecastSeries } from '../../../domain/analytics/series-forecast';
import type { ModelSummary } from '../../../contracts/analytics';
import type { Database } from '../../db/client';
import { readFirstActivity } from '../reporting/reporting-module';
import { readModelFits, replaceModelFits, type ModelFitRow } from './analytics-state-repository';
import { addBins, binStart, readFilledBins, SERIES, type SeriesKey } from './analytics-series';

/** Weekly totals, at most two years of complete weeks; forecasts 13 weeks (a quarter) ahead. */
export const MAX_WEEKS = 104;
export const HORIZON_WEEKS = 13;
/** Backtest: the last 6 weeks held out. */
export const HOLDOUT_WEEKS = 6;
/** Weeks of history the trend charts show. */
const HISTORY_WEEKS = 26;

interface StoredResult {
  seriesLabel: string;
  unit: ModelSummary['unit'];
  holdout: number;
  mape: number | null;
  accuracy: number | null;
  chosen: boolean;
  sigma: number;
  forecast: ModelSummary['forecast'];
  params: Record<string, number>;
  history: { label: string; value: number }[];
}

/**
 * Fits every series with every method on the complete weeks so far and replaces the cache. Run by
 * the scheduled job; the first read fits once if the cache is empty.
 */
export async function fitModels(db: Database, now: Date): Promise<ModelFitRow[]> {
  const end = binStart('week', now);
  const first = await readFirstActivity(db);
  const earliest = addBins('week', end, -MAX_WEEKS);
  const start = first && binStart('week', first) > earliest ? binStart('week', first) : earliest;
  const bins = start < end ? await readFilledBins(db, 'week', start, end) : [];
  const rows: ModelFitRow[] = [];
  for (const s of SERIES) {
    const values = bins.map((b) => b[s.key]);
    const { models, best } = forecastSeries(values, HORIZON_WEEKS, HOLDOUT_WEEKS);
    const history = bins
      .slice(-HISTORY_WEEKS)
      .map((b) => ({ label: b.start.toISOString().slice(0, 10), value: b[s.key] }));
    for (const m of models) {
      const result: StoredResult = {
        seriesLabel: s.label,
        unit: s.unit,
        holdout: HOLDOUT_WEEKS,
        mape: m.backtest?.mape ?? null,
        accuracy: m.backtest?.accuracy ?? null,
        chosen: m.method === best,
        sigma: m.sigma,
        forecast: m.forecast,
        params: m.params,
        history,
      };
      rows.push({ series: s.key, method: m.method, fittedAt: now, points: m.points, result: { ...result } });
    }
  }
  await replaceModelFits(db, rows);
  return rows;
}

export interface LoadedModel extends ModelSummary {
  sigma: number;
  history: { label: string; value: number }[];
}

function toModel(row: ModelFitRow): LoadedModel {
  const r = row.result as unknown as StoredResult;
  return {
    series: row.series,
    seriesLabel: r.seriesLabel,
    unit: r.unit,
    method: row.method as ModelMethod,
    methodLabel: MODEL_METHOD_LABELS[row.method as ModelMethod],
    fittedAt: row.fittedAt.toISOString(),
    points: row.points,
    holdout: r.holdout,
    mape: r.mape,
    accuracy: r.accuracy,
    chosen: r.chosen,
    forecast: r.forecast,
    params: r.params,
    sigma: r.sigma,
    history: r.history,
  };
}

/** The cached models in SERIES order; fitted now when the job has not run yet. */
export async function loadModels(db: Database, now: Date): Promise<LoadedModel[]> {
  let rows = await readModelFits(db);
  if (!rows.length) rows = await fitModels(db, now);
  const order = SERIES.map((s) => s.key as string);
  return rows.map(toModel).sort((a, b) => order.indexOf(a.series) - order.indexOf(b.series));
}

/** The model a series' forecasts use (its most accurate), if any. */
export function chosenModel(models: readonly LoadedModel[], series: SeriesKey): LoadedModel | undefined {
  return models.find((m) => m.series === series && m.chosen);
}
