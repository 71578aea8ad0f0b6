import { channels, type StakingRewardsData } from '../../../contracts/realtime';
import { LEDGER_SCALE } from '../../../domain/exchange/markets';
import { formatDecimalTrimmed } from '../../../domain/money';
import type { Executor } from '../../db/client';
import type { Realtime } from '../../platform/realtime/register-realtime';
import { getTokenDistribution } from '../ledger/ledger-module';
import { getStakingTotals } from './get-staking-totals';
import { findStakingPools } from './find-staking-pools';

/** Staking across the platform: per pool, in total, and the VINO locked (stakes plus the rewards pool). */
export async function getStakingRewardsState(db: Executor): Promise<StakingRewardsData> {
  const [pools, totals, distribution] = await Promise.all([
    findStakingPools(db),
    getStakingTotals(db),
    getTokenDistribution(db),
  ]);
  return {
    total_staked: totals.totalStaked,
    active_stakers: totals.activeStakers,
    total_value_locked_vino: formatDecimalTrimmed(distribution.valueLockedVino, LEDGER_SCALE),
    pools: pools.map((p) => ({ id: p.id, name: p.name, apy: p.apy, total_staked: p.totalStaked })),
  };
}

/** The staking_rewards channel (operator spec section 7): stakes, unstakes and reward payouts move it. */
export function registerStakingFeeds(realtime: Realtime, db: Executor) {
  return {
    checkStaking: realtime.registerChangeFeed(channels.stakingRewards, 'staking_update', () =>
      getStakingRewardsState(db),
    ),
  };
}
