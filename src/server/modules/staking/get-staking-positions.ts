import type { MyStakesResponse } from '../../../contracts/staking';
import { formatLedgerAmount } from '../../../domain/exchange/markets';
import { claimableAt } from '../../../domain/staking-rewards';
import type { Executor } from '../../db/client';
import { stakeToWire, timeline } from './staking-mapper';
import { findUserStakes } from './staking-repository';

/**
 * The user's stakes with their rewards at `now`, and the totals (active principal, claimable,
 * paid). The staking tab and the dashboard (I4) read this; pass the app clock's now to match it.
 */
export async function getStakingPositions(
  db: Executor,
  userId: string,
  now: Date = new Date(),
): Promise<MyStakesResponse> {
  const rows = await findUserStakes(db, userId);
  let staked = 0n;
  let claimable = 0n;
  let paid = 0n;
  for (const s of rows) {
    if (s.status === 'active') staked += s.amount;
    claimable += claimableAt(timeline(s), now);
    paid += s.paidRewards;
  }
  return {
    stakes: rows.map((s) => stakeToWire(s, now)),
    totals: {
      staked: formatLedgerAmount(staked),
      claimable: formatLedgerAmount(claimable),
      paid: formatLedgerAmount(paid),
    },
    asOf: now.toISOString(),
  };
}
