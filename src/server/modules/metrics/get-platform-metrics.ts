import type { PlatformMetrics } from '../../../contracts/metrics';
import type { Executor } from '../../db/client';
import { readPlatformCounts } from '../reporting/reporting-module';
import { getPublishedReserves } from './get-published-reserves';
import { getReserves } from './get-reserves';
import { getStakingTotals } from '../staking/staking-module';
import { getTokenDistribution } from '../ledger/ledger-module';
import { LEDGER_SCALE } from '../../../domain/exchange/markets';
import { formatDecimalTrimmed } from '../../../domain/money';

/**
 * The platform metrics object of core spec section 3, computed from the database. People figures
 * (users, active, holders, stakers) and transactions follow the metrics catalogue; total staked is
 * summed from the active stakes (staking module); value locked comes from the ledger's balances;
 * the backing ratio is the latest signed statement's (see get-published-reserves.ts).
 */
export async function getPlatformMetrics(db: Executor): Promise<PlatformMetrics> {
  const [counts, reserves, published, staking, distribution] = await Promise.all([
    readPlatformCounts(db),
    getReserves(db),
    getPublishedReserves(db),
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
    active_stakers: counts.stakers,
    total_value_locked_vino: formatDecimalTrimmed(distribution.valueLockedVino, LEDGER_SCALE),
    token_holders: counts.holders,
    // The attested ratio, the one /api/v1/reserves publishes (one definition on every page).
    backing_ratio: published.backing_ratio,
    last_updated: new Date().toISOString(),
  };
}
