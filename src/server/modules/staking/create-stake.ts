import { STAKING_ERROR_CODES, STAKING_MESSAGES } from '../../../contracts/staking';
import { formatLedgerAmount } from '../../../domain/exchange/markets';
import { lockEndsAt, parseStakeAmount, payoutBoundaries } from '../../../domain/staking-rewards';
import { writeAuditLog } from '../../platform/audit-log';
import type { SignedInUser } from '../../platform/auth/guards';
import { AppError } from '../../platform/http/app-error';
import { transferFunds } from '../ledger/ledger-module';
import { assertKycApproved } from '../market/market-module';
import { hasPremiumMembership } from '../payments/payments-module';
import { assertStakingOpen } from './assert-staking-open';
import { publishStakingChange, type StakingContext } from './staking-context';
import { trimDecimal } from './staking-mapper';
import { findPool, findStake, insertStake, type StakeRow } from './staking-repository';

const amountError = (message: string) => new AppError(400, 'VALIDATION_FAILED', message, { amount: message });

const isInsufficientBalance = (error: unknown) => error instanceof AppError && error.code === 'insufficient_balance';

/**
 * Stakes VINO into a pool (investor spec sections 4 and 5): the amount must be positive, at least
 * the pool's minimum and within the available balance; the VINO moves from the user's available
 * balance to the `staking` system account in the same transaction as the stake and its audit row.
 * Members-only pools need a Premium Circle membership; KYC follows the trading rule (kycRequired).
 */
export async function createStake(
  ctx: StakingContext,
  input: { user: SignedInUser; poolId: string; amount: string; ipAddress: string; requestId: string },
): Promise<StakeRow> {
  const settings = await ctx.settings.get();
  assertStakingOpen(settings);
  const pool = await findPool(ctx.db, input.poolId);
  if (!pool) throw new AppError(404, 'NOT_FOUND', STAKING_MESSAGES.poolNotFound);
  const amount = parseStakeAmount(input.amount);
  if (amount === null) throw amountError(STAKING_MESSAGES.invalidAmount);
  if (amount < pool.minStake)
    throw amountError(STAKING_MESSAGES.belowMinimum(trimDecimal(formatLedgerAmount(pool.minStake))));
  if (pool.membersOnly && !(await hasPremiumMembership(ctx.db, input.user.id)))
    throw new AppError(403, STAKING_ERROR_CODES.membersOnly, STAKING_MESSAGES.membersOnly);
  await assertKycApproved(ctx.db, settings, input.user, ctx.demoMode);

  const now = ctx.clock.now();
  const stakeId = await ctx.db.transaction(async (tx) => {
    const id = await insertStake(tx, {
      userId: input.user.id,
      poolId: pool.id,
      amount,
      apy: pool.apy,
      startedAt: now,
      lockEndsAt: lockEndsAt(now, pool.lockDays),
      nextPayoutAt: payoutBoundaries(now, pool.rewardFrequency, now).next,
    });
    try {
      await transferFunds(tx, {
        from: { userId: input.user.id },
        to: { system: 'staking' },
        asset: 'VINO',
        amount,
        kind: 'stake',
        reference: id,
        memo: `Staked in ${pool.name}`,
      });
    } catch (error) {
      if (isInsufficientBalance(error)) throw amountError(STAKING_MESSAGES.insufficientBalance);
      throw error;
    }
    await writeAuditLog(tx, {
      actorUserId: input.user.id,
      action: 'staking.staked',
      entityType: 'stake',
      entityId: id,
      data: { poolId: pool.id, amount: formatLedgerAmount(amount), apy: pool.apy },
      ipAddress: input.ipAddress,
      requestId: input.requestId,
    });
    return id;
  });
  publishStakingChange(ctx, input.user.id, { event: 'stake', stakeId });
  return (await findStake(ctx.db, stakeId))!;
}
