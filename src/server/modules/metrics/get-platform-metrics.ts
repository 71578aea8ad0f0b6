import type { PlatformMetrics } from '../../../contracts/metrics';
import type { Executor } from '../../db/client';
import { readPlatformCounts } from './metrics-repository';
import { getReserves } from './get-reserves';

/**
 * The platform metrics object of core spec section 3, computed from the database. Staking arrives
 * with the investor-tools issue; until then nothing is staked and the figures say so (zero).
 */
export async function getPlatformMetrics(db: Executor): Promise<PlatformMetrics> {
  const [counts, reserves] = await Promise.all([readPlatformCounts(db), getReserves(db)]);
  return {
    total_users: counts.totalUsers,
    new_users_today: counts.newUsersToday,
    active_users_24h: counts.activeUsers24h,
    total_revenue: counts.totalRevenue,
    revenue_24h: counts.revenue24h,
    total_transactions: counts.totalTransactions,
    transactions_today: counts.transactionsToday,
    total_wine_value: reserves.total_wine_value,
    total_staked: '0',
    active_stakers: 0,
    backing_ratio: reserves.backing_ratio,
    last_updated: new Date().toISOString(),
  };
}
