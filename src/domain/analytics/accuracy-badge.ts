/**
 * The short label a forecast's accuracy is shown with. MASE under 1 means the model beat the naive
 * forecast on weeks it never saw; the band is green from a fifth better than naive, yellow when
 * better at all, red when the naive forecast would have done as well or better.
 */
import type { Band } from './bands';
import type { EvaluationStatus, WindowScore } from './rolling-origin';

export const NOT_EVALUATED_LABELS: Record<Exclude<EvaluationStatus, 'evaluated'>, string> = {
  not_enough_history: 'Not enough history',
  constant: 'Not enough history (series never changes)',
};

export function maseBand(mase: number): Band {
  if (mase < 0.8) return 'green';
  if (mase < 1) return 'yellow';
  return 'red';
}

export interface AccuracyBadge {
  label: string;
  band: Band | null;
}

export function accuracyBadge(status: EvaluationStatus, test: WindowScore | null): AccuracyBadge {
  if (status !== 'evaluated') return { label: NOT_EVALUATED_LABELS[status], band: null };
  if (!test) return { label: 'Not enough history', band: null };
  const wape = test.wape === null ? 'WAPE n/a' : `WAPE ${test.wape.toFixed(1)}%`;
  if (test.mase === null) return { label: `MASE n/a · ${wape}`, band: null };
  return { label: `MASE ${test.mase.toFixed(2)} · ${wape}`, band: maseBand(test.mase) };
}

/** The naive baseline in words, for a seasonal period in weeks. */
export function baselineLabel(period: number): string {
  return period === 1 ? 'naive (last week’s value)' : `seasonal naive (the value ${period} weeks earlier)`;
}
