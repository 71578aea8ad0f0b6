/** Badge tones and labels of the enterprise statuses (operator spec section 4). */
import type { BadgeTone } from '../../../components/ui/badge';

export const METRIC_STATUS_TONE: Record<string, BadgeTone> = {
  optimal: 'success',
  good: 'info',
  warning: 'warning',
  critical: 'danger',
};

export const CHECK_STATUS_TONE: Record<string, BadgeTone> = {
  success: 'success',
  warning: 'warning',
  failure: 'danger',
};

export const SECURITY_STATUS_TONE: Record<string, BadgeTone> = {
  secure: 'success',
  warning: 'warning',
  critical: 'danger',
};

export const SEVERITY_TONE: Record<string, BadgeTone> = {
  critical: 'danger',
  high: 'danger',
  medium: 'warning',
  low: 'info',
};

export const HEALTH_TONE: Record<string, BadgeTone> = {
  operational: 'success',
  degraded: 'warning',
  down: 'danger',
  not_configured: 'neutral',
};

export const TREND_LABEL: Record<string, string> = {
  improving: '↓ improving',
  stable: '→ stable',
  declining: '↑ declining',
};

/** "not_configured" -> "Not configured". */
export function humanize(value: string): string {
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
