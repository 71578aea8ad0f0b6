import { STAKING_ERROR_CODES, STAKING_MESSAGES } from '../../../contracts/staking';
import { formatLedgerAmount } from '../../../domain/exchange/markets';
import { claimableAt } from '../../../domain/staking-rewards';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError } from '../../platform/http/app-error';
import { transferFunds } from '../ledger/ledger-module';
import { assertNotInMaintenance } from './assert-staking-open';
import { payStakeRewards } from './pay-stake-rewards';
import { publishStakingChange, type StakingContext } from './staking-context';
import { formatUnlockTime, timeline } from './staking-mapper';
import { findStake, lockStake, markUnstaked, type StakeRow } from './staking-repository';

/**
 * Unstake: flexible pools anytime, locked pools once the lock has ended (409 STAKE_LOCKED saying
 * when, before). Returns the principal from the `staking` account and pays the rewards not yet
 * paid, in one transaction with the stake's status and the audit row.
 */
export async function unstake(
  ctx: StakingContext,
  input: { userId: string; stakeId: string; ipAddress: string; requestId: string },
): Promise<{ stake: StakeRow; returned: bigint; rewardsPaid: bigint }> {
  assertNotInMaintenance(await ctx.settings.get());
  const result = await ctx.db.transaction(async (tx) => {
    const stake = await lockStake(tx, input.stakeId, input.userId);
    if (!stake) throw new AppError(404, 'NOT_FOUND', STAKING_MESSAGES.stakeNotFound);
    if (stake.status !== 'active') throw new AppError(409, STAKING_ERROR_CODES.notActive, STAKING_MESSAGES.notActive);
    const now = ctx.clock.now();
    if (stake.lockEndsAt && now < stake.lockEndsAt)
      throw new AppError(409, STAKING_ERROR_CODES.locked, STAKING_MESSAGES.locked(formatUnlockTime(stake.lockEndsAt)));

    const rewards = claimableAt(timeline(stake), now);
    if (rewards > 0n) await payStakeRewards(tx, stake, { amount: rewards, kind: 'unstake', paidUpTo: now, now });
    await transferFunds(tx, {
      from: { system: 'staking' },
      to: { userId: stake.userId },
      asset: 'VINO',
      amount: stake.amount,
      kind: 'unstake',
      reference: stake.id,
      memo: `Unstaked from ${stake.poolName}`,
    });
    await markUnstaked(tx, stake.id, now);
    await writeAuditLog(tx, {
      actorUserId: input.userId,
      action: 'staking.unstaked',
      entityType: 'stake',
      entityId: stake.id,
      data: { amount: formatLedgerAmount(stake.amount), rewardsPaid: formatLedgerAmount(rewards) },
      ipAddress: input.ipAddress,
      requestId: input.requestId,
    });
    return { returned: stake.amount, rewardsPaid: rewards };
  });
  publishStakingChange(ctx, input.userId, { event: 'unstake', stakeId: input.stakeId });
  return { stake: (await findStake(ctx.db, input.stakeId))!, ...result };
}
