import type { Transaction } from '../../db/client';
import { transferFunds } from '../ledger/ledger-module';
import { insertPayout, updateStakeRewards, type StakeRow } from './staking-repository';
import { earnedAt } from '../../../domain/staking-rewards';
import { timeline } from './staking-mapper';

/**
 * Pays `amount` of the stake's rewards from the `rewards_pool` account to its owner, in the caller's
 * transaction, which holds the stake's row lock. The ledger reference is the stake and its paid total
 * after this payout: it only ever grows, so each payout is one entry and a retry counts once.
 */
export async function payStakeRewards(
  tx: Transaction,
  stake: StakeRow,
  payout: { amount: bigint; kind: 'scheduled' | 'claim' | 'unstake'; paidUpTo: Date; now: Date; nextPayoutAt?: Date },
): Promise<bigint> {
  const paid = stake.paidRewards + payout.amount;
  const { entryId } = await transferFunds(tx, {
    from: { system: 'rewards_pool' },
    to: { userId: stake.userId },
    asset: 'VINO',
    amount: payout.amount,
    kind: 'staking_reward',
    reference: `${stake.id}:${paid}`,
    memo: `Staking reward: ${stake.poolName}`,
  });
  await insertPayout(tx, {
    stakeId: stake.id,
    userId: stake.userId,
    kind: payout.kind,
    amount: payout.amount,
    paidUpTo: payout.paidUpTo,
    ledgerEntryId: entryId,
  });
  await updateStakeRewards(tx, stake.id, {
    accrued: earnedAt(timeline(stake), payout.now),
    paid,
    lastAccrualAt: payout.now,
    ...(payout.nextPayoutAt ? { nextPayoutAt: payout.nextPayoutAt } : {}),
  });
  return paid;
}
