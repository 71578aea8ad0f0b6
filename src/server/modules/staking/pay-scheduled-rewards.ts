import { formatLedgerAmount } from '../../../domain/exchange/markets';
import { claimableAt, earnedAt, payoutBoundaries } from '../../../domain/staking-rewards';
import { createNotification } from '../../platform/notifications/notifications';
import { enqueueTemplateMail } from '../email/email-module';
import { payStakeRewards } from './pay-stake-rewards';
import { publishStakingChange, type StakingContext } from './staking-context';
import { timeline, trimDecimal } from './staking-mapper';
import { findDueStakeIds, lockStake, updateStakeRewards } from './staking-repository';

/** Stakes handled per run; the job runs again soon, so a backlog drains over a few runs. */
const BATCH = 200;

/**
 * The scheduled payout (run by the job queue): for each active stake whose payout time has come,
 * pays what it earned up to the last boundary of its pool's frequency (daily, weekly, monthly) and
 * not yet paid, notifies the owner, and sets the next payout time. One transaction per stake, with
 * the stake's row locked, so a claim at the same moment cannot make it pay twice.
 */
export async function payScheduledRewards(ctx: StakingContext): Promise<{ paidStakes: number }> {
  const now = ctx.clock.now();
  const ids = await findDueStakeIds(ctx.db, now, BATCH);
  let paidStakes = 0;
  for (const id of ids) {
    const paidTo = await ctx.db.transaction(async (tx) => {
      const stake = await lockStake(tx, id, null);
      if (!stake || stake.status !== 'active' || stake.nextPayoutAt > now) return null;
      const { last, next } = payoutBoundaries(stake.startedAt, stake.rewardFrequency, now);
      const amount = last ? claimableAt(timeline(stake), last) : 0n;
      if (amount <= 0n) {
        // A claim already paid past this boundary: nothing is due, only the schedule moves on.
        await updateStakeRewards(tx, stake.id, {
          accrued: earnedAt(timeline(stake), now),
          paid: stake.paidRewards,
          lastAccrualAt: now,
          nextPayoutAt: next,
        });
        return null;
      }
      await payStakeRewards(tx, stake, { amount, kind: 'scheduled', paidUpTo: last!, now, nextPayoutAt: next });
      await createNotification(tx, {
        userId: stake.userId,
        type: 'staking_reward',
        title: 'Staking reward paid',
        message: `${trimDecimal(formatLedgerAmount(amount))} VINO from ${stake.poolName} was added to your available balance.`,
        link: '/trading?tab=staking',
      });
      await enqueueTemplateMail(tx, {
        userId: stake.userId,
        template: 'staking_rewards',
        data: {
          rewards_amount: trimDecimal(formatLedgerAmount(amount)),
          total_staked: trimDecimal(formatLedgerAmount(stake.amount)),
          pool_name: stake.poolName,
          staking_url: '/trading?tab=staking',
        },
      });
      return stake.userId;
    });
    if (paidTo) {
      paidStakes += 1;
      publishStakingChange(ctx, paidTo, { event: 'reward', stakeId: id });
    }
  }
  return { paidStakes };
}
