import type { AnalyticsPeriod } from '../../../contracts/analytics';
import type { Span } from './analytics-repository';

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

/** Percent change; null when the previous figure is zero. */
export function change(current: number, previous: number): number | null {
  return previous === 0 ? null : round2(((current - previous) / previous) * 100);
}
