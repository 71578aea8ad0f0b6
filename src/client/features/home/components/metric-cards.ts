import type { PlatformMetrics } from '../../../../contracts/metrics';
import { formatCompactUsd, formatInteger, formatUsd } from '../../../../domain/format';
import { formatPercent } from './display-format';

export interface MetricCard {
  label: string;
  value: string;
  detail: string;
}

/** The four cards, in the spec's order; every figure is the API's. */
export function toMetricCards(m: PlatformMetrics): MetricCard[] {
  return [
    { label: 'Total Users', value: formatInteger(m.total_users), detail: `+${formatInteger(m.new_users_today)} today` },
    { label: 'Active Users (24h)', value: formatInteger(m.active_users_24h), detail: 'Active in the last 24 hours' },
    {
      label: 'Total Revenue',
      value: formatUsd(m.total_revenue),
      detail: `${formatUsd(m.revenue_24h)} in the last 24h`,
    },
    {
      label: 'Backing Ratio',
      value: formatPercent(m.backing_ratio),
      detail: `Wine reserve ${formatCompactUsd(m.total_wine_value)}`,
    },
  ];
}
