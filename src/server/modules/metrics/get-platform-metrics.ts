import type { PlatformMetrics } from '../../../contracts/metrics';
import type { Executor } from '../../db/client';
import { readPlatformCounts } from '../reporting/reporting-module';
import { getReserves } from './get-reserves';
import { getStakingTotals } from '../staking/staking-module';
import { getTokenDistribution } from '../ledger/ledger-module';
import { LEDGER_SCALE } from '../../../domain/exchange/markets';
import { formatDecimalTrimmed } from '../../../domain/money';

/**
 * The platform metrics object of core spec section 3, computed from the database. Total staked and
 * active stakers are summed from the active stakes (staking module); value locked and holders come
 * from the ledger's balances (ledger module).
 */
export async function getPlatformMetrics(db: Executor): Promise<PlatformMetrics> {
  const [counts, reserves, staking, distribution] = await Promise.all([
    readPlatformCounts(db),
    getReserves(db),
    getStakingTotals(db),
    getTokenDistribution(db),
  ]);
  return {
    total_users: counts.totalUsers,
    new_users_today: counts.newUsersToday,
    active_users_24h: counts.activeUsers24h,
    total_revenue: counts.totalRevenue,
    revenue_24h: counts.revenue24h,
    total_transactions: counts.totalTransactions,
    transactions_today: counts.transactionsToday,
    total_wine_value: reserves.total_wine_value,
    total_staked: staking.totalStaked,
    active_stakers: staking.activeStakers,
    total_value_locked_vino: formatDecimalTrimmed(distribution.valueLockedVino, LEDGER_SCALE),
    token_holders: distribution.tokenHolders,
    backing_ratio: reserves.backing_ratio,
    last_updated: new Date().toISOString(),
  };
}
