import { predictWineValue } from '../../../domain/analytics/wine-prediction';
import type { Executor } from '../../db/client';
import { readWineHistory } from '../reporting/reporting-module';
import { round2 } from './analytics-window';

const DAY_MS = 86_400_000;
const HORIZON_DAYS = 365;

export interface WinePredictionFigures {
  assetId: string;
  asset: string;
  currentPrice: number;
  bottles: number;
  predictedPrice: number | null;
  timeframe: string;
  confidence: number | null;
  factors: string[];
  recommendation: 'buy' | 'hold' | 'sell' | null;
}

/** Wine Market Prediction: each reserve wine's appraisal history extended 12 months by a trend line. */
export async function readWinePredictions(db: Executor): Promise<WinePredictionFigures[]> {
  const assets = await readWineHistory(db);
  return assets.map((a) => {
    const history = a.history.map((h) => ({ day: Date.parse(h.day) / DAY_MS, value: h.value }));
    const p = predictWineValue(history, a.current_value, HORIZON_DAYS);
    const factors = p
      ? [
          `${p.points} appraisals`,
          `Trend ${p.slopePerYear >= 0 ? '+' : ''}$${round2(p.slopePerYear).toLocaleString('en-US')} per bottle a year`,
          p.confidence === null
            ? 'Two appraisals: no confidence figure'
            : `R² ${round2(p.confidence / 100).toFixed(2)}`,
        ]
      : [
          `${a.history.length} appraisal${a.history.length === 1 ? '' : 's'}: at least two on different days are needed`,
        ];
    return {
      assetId: a.id,
      asset: `${a.name} ${a.vintage}`,
      currentPrice: round2(a.current_value),
      bottles: a.bottle_count,
      predictedPrice: p ? round2(p.predicted) : null,
      timeframe: '12 months',
      confidence: p?.confidence === null || p?.confidence === undefined ? null : round2(p.confidence),
      factors,
      recommendation: p?.recommendation ?? null,
    };
  });
}
