/**
 * The admin overview's time-ago rule (operator spec section 9): minutes under 60, hours under 24,
 * then days. Under one minute reads "Just now"; a time in the future (clock skew) reads the same.
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export function timeAgo(at: Date | string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(at).getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return plural(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return plural(Math.floor(elapsed / HOUR_MS), 'hour');
  return plural(Math.floor(elapsed / DAY_MS), 'day');
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}
