/**
 * Wine Market Prediction: a least-squares line through an asset's appraised values against time
 * (days), extended `horizonDays` ahead. Confidence is the line's R² in percent (how much of the
 * history the line explains); buy/hold/sell from the predicted change against ±5 %.
 */
import { linearRegression, linearRegressionLine, rSquared } from 'simple-statistics';

export const WINE_SIGNAL_PERCENT = 5;

export interface ValuePoint {
  /** Days since any fixed origin. */
  day: number;
  value: number;
}

export interface WinePrediction {
  predicted: number;
  changePercent: number;
  /** R² in percent; null with two appraisals (a line fits any two points exactly, so it says nothing). */
  confidence: number | null;
  recommendation: 'buy' | 'hold' | 'sell';
  points: number;
  slopePerYear: number;
}

/** Null under two appraisals on different days (no line through one point). */
export function predictWineValue(
  history: readonly ValuePoint[],
  current: number,
  horizonDays: number,
): WinePrediction | null {
  const days = new Set(history.map((p) => p.day));
  if (history.length < 2 || days.size < 2) return null;
  const pairs = history.map((p) => [p.day, p.value]);
  const model = linearRegression(pairs);
  const line = linearRegressionLine(model);
  const lastDay = Math.max(...days);
  const predicted = Math.max(0, line(lastDay + horizonDays));
  const changePercent = current > 0 ? ((predicted - current) / current) * 100 : 0;
  const r2 = history.length < 3 ? null : rSquared(pairs, line);
  const recommendation =
    changePercent >= WINE_SIGNAL_PERCENT ? 'buy' : changePercent <= -WINE_SIGNAL_PERCENT ? 'sell' : 'hold';
  return {
    predicted,
    changePercent,
    confidence: r2 === null ? null : Math.max(0, Math.min(100, (Number.isFinite(r2) ? r2 : 0) * 100)),
    recommendation,
    points: history.length,
    slopePerYear: model.m * 365,
  };
}
