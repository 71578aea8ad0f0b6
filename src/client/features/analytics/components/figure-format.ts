/** How the suite writes its figures: money compact ($x.xM, $xK, spec section 9), counts, percents. */
import type { AccuracyBadge, AnalyticsOverview } from '../../../../contracts/analytics';
import { formatCompactUsd, formatInteger } from '../../../../domain/format';
import type { BadgeTone } from '../../../components/ui/badge';

export type Unit = AnalyticsOverview['kpis'][number]['unit'];

export function formatFigure(value: number | null | undefined, unit: Unit): string {
  if (value === null || value === undefined) return '—';
  if (unit === 'usd') return formatCompactUsd(value);
  if (unit === 'percent') return `${value.toFixed(1)}%`;
  if (unit === 'ms') return `${formatInteger(value)} ms`;
  if (unit === 'ratio') return `${value.toFixed(2)}:1`;
  if (unit === 'vino') return `${formatInteger(value)} VINO`;
  return formatInteger(value);
}

/** A growth under the minimum base (domain/analytics/growth.ts): its label and reason. */
export type GrowthNote = AnalyticsOverview['kpis'][number]['changeNote'];

/** A growth percentage, or its "new"/"n/a" label when the base was too small for one. */
export function formatChange(change: number | null, note: GrowthNote): string {
  if (note) return note.label;
  if (change === null) return 'no previous figure';
  return `${change >= 0 ? '+' : ''}${change.toFixed(1)}%`;
}

/** Colour bands (spec section 9) as badge tones: green success, yellow warning, red danger. */
export const BAND_TONE: Record<'green' | 'yellow' | 'red', BadgeTone> = {
  green: 'success',
  yellow: 'warning',
  red: 'danger',
};

/** An accuracy badge's tone: its MASE band (domain/analytics/accuracy-badge.ts), neutral when not evaluated. */
export function accuracyTone(accuracy: AccuracyBadge): BadgeTone {
  return accuracy.band ? BAND_TONE[accuracy.band] : 'neutral';
}

export const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) +
  ' UTC';
