/**
 * The one meaning of a figure's window on every operator screen and export. "Last N days" is the N
 * UTC calendar days ending today, today so far included (so "last 30 days" starts at 00:00 UTC 29
 * days ago); "last 24 hours" is the 24 hours ending now; "to date" is everything up to now.
 */
export const WINDOW_RULE_TEXT =
  'Last N days means the N UTC calendar days ending today, today so far included; last 24 hours means the 24 hours ending now.';

export type MetricWindowKind = 'to_date' | 'last_24_hours' | 'last_n_days';

const DAY_MS = 86_400_000;

/** [start, now) of "last `days` days": 00:00 UTC of the day `days - 1` days before today, up to now. */
export function lastNDays(days: number, now: Date): { start: Date; end: Date } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { start: new Date(today - (days - 1) * DAY_MS), end: now };
}

/** [now - 24 h, now). */
export function last24Hours(now: Date): { start: Date; end: Date } {
  return { start: new Date(now.getTime() - DAY_MS), end: now };
}
