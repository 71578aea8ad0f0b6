/** Display helpers of the Wine Assets tab (figures arrive as decimal strings). */
import type { AdminWineAsset } from '../../../../contracts/admin-wine';
import type { BadgeTone } from '../../../components/ui/badge';

/** Spec: portfolio value in millions of dollars ("$52.4M"). */
export function formatMillions(value: string): string {
  return `$${(Number(value) / 1_000_000).toFixed(1)}M`;
}

export function signedPct(value: string): string {
  const n = Number(value);
  return `${n > 0 ? '+' : ''}${n.toFixed(1)}%`;
}

/** A date-only string shown without a timezone shift. */
export function formatDay(value: string | null): string {
  if (!value) return '—';
  const [y, m, d] = value.split('-').map(Number);
  return new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Today's date as 'YYYY-MM-DD' in the admin's time zone (the default of date inputs). */
export function todayInput(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export const APPRAISAL_BADGE: Record<AdminWineAsset['appraisal_status'], { label: string; tone: BadgeTone }> = {
  overdue: { label: 'OVERDUE', tone: 'danger' },
  due_soon: { label: 'DUE SOON', tone: 'warning' },
  current: { label: 'CURRENT', tone: 'success' },
  unscheduled: { label: 'NOT SCHEDULED', tone: 'neutral' },
};

/** "in 12 days", "today", "3 days overdue". */
export function appraisalDistance(days: number | null): string {
  if (days === null) return 'No date set';
  if (days === 0) return 'today';
  if (days < 0) return `${-days} ${days === -1 ? 'day' : 'days'} overdue`;
  return `in ${days} ${days === 1 ? 'day' : 'days'}`;
}
