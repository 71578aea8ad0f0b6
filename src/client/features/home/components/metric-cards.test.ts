import { describe, expect, it } from 'vitest';
import type { PlatformMetrics } from '../../../../contracts/metrics';
import { toMetricCards } from './metric-cards';

const metrics: PlatformMetrics = {
  total_users: 15427,
  new_users_today: 12,
  active_users_24h: 8934,
  total_revenue: '2450000.00',
  revenue_24h: '12450.00',
  total_transactions: 89432,
  transactions_today: 40,
  total_wine_value: '52400000.00',
  total_staked: '12500000',
  active_stakers: 300,
  total_value_locked_vino: '13500000',
  token_holders: 1200,
  backing_ratio: '102.4',
  last_updated: '2026-01-01T00:00:00.000Z',
};

describe('toMetricCards', () => {
  it('formats the four cards from the API figures', () => {
    expect(toMetricCards(metrics)).toEqual([
      { label: 'Total Users', value: '15,427', detail: '+12 today' },
      { label: 'Active Users (24h)', value: '8,934', detail: 'Active in the last 24 hours' },
      { label: 'Total Revenue', value: '$2,450,000', detail: '$12,450 in the last 24h' },
      { label: 'Backing Ratio', value: '102.4%', detail: 'Wine reserve $52.4M' },
    ]);
  });
});
