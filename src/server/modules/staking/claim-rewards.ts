import { STAKING_ERROR_CODES, STAKING_MESSAGES } from '../../../contracts/staking';
import { formatLedgerAmount } from '../../../domain/exchange/markets';
import { claimableAt, MINIMUM_CLAIM } from '../../../domain/staking-rewards';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError } from '../../platform/http/app-error';
import { assertNotInMaintenance } from './assert-staking-open';
import { payStakeRewards } from './pay-stake-rewards';
import { publishStakingChange, type StakingContext } from './staking-context';
import { timeline } from './staking-mapper';
import { findStake, lockStake, type StakeRow } from './staking-repository';

/**
 * Claim: pays everything the stake has earned up to now and not yet been paid (at least
 * MINIMUM_CLAIM). The stake's row is locked for the whole transaction, so two claims at once pay
 * once; the second finds (next to) nothing left and answers 409 NOTHING_TO_CLAIM.
 */
export async function claimRewards(
  ctx: StakingContext,
  input: { userId: string; stakeId: string; ipAddress: string; requestId: string },
): Promise<{ stake: StakeRow; paid: bigint }> {
  assertNotInMaintenance(await ctx.settings.get());
  const paid = await ctx.db.transaction(async (tx) => {
    const stake = await lockStake(tx, input.stakeId, input.userId);
    if (!stake) throw new AppError(404, 'NOT_FOUND', STAKING_MESSAGES.stakeNotFound);
    const now = ctx.clock.now();
    const amount = claimableAt(timeline(stake), now);
    if (amount < MINIMUM_CLAIM)
      throw new AppError(409, STAKING_ERROR_CODES.nothingToClaim, STAKING_MESSAGES.nothingToClaim);
    await payStakeRewards(tx, stake, { amount, kind: 'claim', paidUpTo: now, now });
    await writeAuditLog(tx, {
      actorUserId: input.userId,
      action: 'staking.claimed',
      entityType: 'stake',
      entityId: stake.id,
      data: { amount: formatLedgerAmount(amount) },
      ipAddress: input.ipAddress,
      requestId: input.requestId,
    });
    return amount;
  });
  publishStakingChange(ctx, input.userId, { event: 'claim', stakeId: input.stakeId });
  return { stake: (await findStake(ctx.db, input.stakeId))!, paid };
}
