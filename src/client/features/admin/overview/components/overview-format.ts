import type { SystemAlert } from '../../../../../contracts/admin-overview';
import type { BadgeTone } from '../../../../components/ui/badge';

/** Names of the revenue sources (revenue_tracking.revenue_type) as the spec's revenue shares call them. */
const REVENUE_SOURCE_LABELS: Record<string, string> = {
  token_purchase: 'Token sales',
  staking_fee: 'Staking fees',
  trading_fee: 'Trading fees',
  premium_service: 'Premium services',
};

export function revenueSourceLabel(source: string): string {
  return REVENUE_SOURCE_LABELS[source] ?? source.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());
}

export const SEVERITY_TONE: Record<SystemAlert['severity'], BadgeTone> = {
  critical: 'danger',
  high: 'warning',
  medium: 'info',
  low: 'neutral',
};

export const ALERT_TYPE_LABEL: Record<SystemAlert['type'], string> = {
  compliance: 'Compliance',
  system: 'System',
  security: 'Security',
};

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
