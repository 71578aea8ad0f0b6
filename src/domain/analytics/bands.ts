/** The analytics suite's colour bands and statuses (operator spec section 9), pure. */

export type Band = 'green' | 'yellow' | 'red';

/** Confidence: at least 85 green, at least 70 yellow, else red (trend forecasts pass 80 and 70). */
export function confidenceBand(value: number, high = 85, mid = 70): Band {
  if (value >= high) return 'green';
  if (value >= mid) return 'yellow';
  return 'red';
}

/** Trend forecasts' confidence bands: 80 and 70. */
export const trendConfidenceBand = (value: number): Band => confidenceBand(value, 80, 70);

/** Cohort retention cells: 85 and 70. */
export const retentionBand = (percent: number): Band => confidenceBand(percent, 85, 70);

export type LtvCacBand = 'Excellent' | 'Good' | 'Needs Attention';

/** LTV:CAC above 3 Excellent, above 2 Good, else Needs Attention. */
export function ltvCacBand(ratio: number): LtvCacBand {
  if (ratio > 3) return 'Excellent';
  if (ratio > 2) return 'Good';
  return 'Needs Attention';
}

export type BiStatus = 'on_track' | 'at_risk' | 'behind';

/**
 * A BI KPI against its target: on track at or over the target, at risk from 80 % of it (where the
 * spec's progress bar starts warning), behind under that. `lowerIsBetter` (churn) inverts the ratio.
 */
export function biStatus(value: number, target: number, lowerIsBetter = false): BiStatus {
  const progress = biProgress(value, target, lowerIsBetter);
  if (progress >= 100) return 'on_track';
  if (progress >= 80) return 'at_risk';
  return 'behind';
}

/** Progress towards the target in percent (uncapped; the bar caps it at 100). */
export function biProgress(value: number, target: number, lowerIsBetter = false): number {
  if (lowerIsBetter) return value <= 0 ? 100 : (target / value) * 100;
  if (target <= 0) return 100;
  return (value / target) * 100;
}

/** Scenario probability: at least 70 red, at least 50 yellow, else green. */
export function scenarioProbabilityBand(percent: number): Band {
  if (percent >= 70) return 'red';
  if (percent >= 50) return 'yellow';
  return 'green';
}

/** Churn under 5 % is green; otherwise red. */
export const churnBand = (percent: number): Band => (percent < 5 ? 'green' : 'red');
