import type { AnalyticsPeriod } from '../../../contracts/analytics';
import { growth, growthText, type GrowthUnit } from '../../../domain/analytics/growth';
import type { Span } from '../reporting/reporting-module';

const DAY_MS = 86_400_000;
export const PERIOD_DAYS: Record<Exclude<AnalyticsPeriod, 'all'>, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
};

/**
 * The period ending now and the previous one of the same length. "all" starts at the platform's
 * first data (its previous window is before any data, so every change is "no previous figure").
 */
export function periodWindow(
  period: AnalyticsPeriod,
  now: Date,
  firstData: Date | null,
): { current: Span; previous: Span } {
  const start =
    period === 'all'
      ? firstData && firstData < now
        ? firstData
        : new Date(now.getTime() - DAY_MS)
      : new Date(now.getTime() - PERIOD_DAYS[period] * DAY_MS);
  const length = now.getTime() - start.getTime();
  return { current: { start, end: now }, previous: { start: new Date(start.getTime() - length), end: start } };
}

/** Rounds money to cents and rates to two decimals for the wire. */
export const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Growth for the wire: the percentage rounded, or null with the label and reason when the previous
 * figure is under the domain's minimum base (domain/analytics/growth.ts).
 */
export function growthFigure(
  current: number,
  previous: number,
  unit: GrowthUnit,
): { percent: number | null; note: { label: 'new' | 'n/a'; reason: string } | null } {
  const g = growth(current, previous, unit);
  return g.percent === null
    ? { percent: null, note: { label: g.label, reason: g.reason } }
    : { percent: round2(g.percent), note: null };
}

/** A growth in a sentence: " (+12.5% on the period before)", or the label with its reason. */
export function growthPhrase(current: number, previous: number, unit: GrowthUnit, against: string): string {
  const g = growth(current, previous, unit);
  return g.percent === null ? `growth ${g.label}: ${g.reason}` : `${growthText(g)} on ${against}`;
}
