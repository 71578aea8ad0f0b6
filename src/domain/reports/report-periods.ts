import { lastNDays } from '../metrics/metric-window';

/**
 * The Analytics & Reports periods (operator spec section 2: 7d, 30d, 90d, 1y) cut into chart
 * buckets. Days and weeks are UTC days ending with today; the year is twelve calendar months ending
 * with this one. The report's window runs from the first bucket's start to `now`; the previous
 * window (for growth and churn) is the same length right before it.
 */

export const REPORT_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const REPORT_TYPES = ['overview', 'financial', 'user', 'performance'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last 12 months',
};

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  overview: 'Overview',
  financial: 'Financial',
  user: 'User',
  performance: 'Performance',
};

export interface ReportBucket {
  /** Inclusive start. */
  start: Date;
  /** Exclusive end; the last bucket ends at `now`. */
  end: Date;
  /** "Mar 4" for days and weeks (the week's first day), "Mar 2026" for months. */
  label: string;
}

export interface ReportWindow {
  period: ReportPeriod;
  buckets: ReportBucket[];
  from: Date;
  to: Date;
  previousFrom: Date;
  /** Length of the window in whole days (a partial today counts as one). */
  days: number;
}

const DAY_MS = 86_400_000;

/** How each period is cut: count × size days, or twelve months. */
const SHAPE: Record<ReportPeriod, { count: number; days: number } | 'months'> = {
  '7d': { count: 7, days: 1 },
  '30d': { count: 30, days: 1 },
  // 13 weeks: the 90 days rounded up to whole weeks, so every bar is one week.
  '90d': { count: 13, days: 7 },
  '1y': 'months',
};

const PERIOD_DAYS: Partial<Record<ReportPeriod, number>> = { '7d': 7, '30d': 30, '90d': 90 };

const dayLabel = (d: Date) => d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthLabel = (d: Date) => d.toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

export function buildReportWindow(period: ReportPeriod, now: Date): ReportWindow {
  const shape = SHAPE[period];
  const buckets: ReportBucket[] = [];
  if (shape === 'months') {
    const year = now.getUTCFullYear();
    const month = now.getUTCMonth();
    for (let i = 11; i >= 0; i--) {
      const start = new Date(Date.UTC(year, month - i, 1));
      const end = i === 0 ? now : new Date(Date.UTC(year, month - i + 1, 1));
      buckets.push({ start, end, label: monthLabel(start) });
    }
  } else {
    const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS;
    for (let i = shape.count; i >= 1; i--) {
      const start = new Date(tomorrow - i * shape.days * DAY_MS);
      const end = i === 1 ? now : new Date(tomorrow - (i - 1) * shape.days * DAY_MS);
      buckets.push({ start, end, label: dayLabel(start) });
    }
  }
  // "Last N days" has one meaning everywhere (metric-window.ts): 90 days clip the first of 13 weeks.
  const days = PERIOD_DAYS[period];
  if (days) {
    const start = lastNDays(days, now).start;
    buckets[0] = { start, end: buckets[0]!.end, label: dayLabel(start) };
  }
  const from = buckets[0]!.start;
  const length = now.getTime() - from.getTime();
  return {
    period,
    buckets,
    from,
    to: now,
    previousFrom: new Date(from.getTime() - length),
    days: Math.ceil(length / DAY_MS),
  };
}
