import { CHAIN_ERROR_CODES, CHAIN_MESSAGES, type CreateWithdrawal } from '../../../contracts/chain';
import { formatLedgerAmount, parseLedgerAmount } from '../../../domain/exchange/markets';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError } from '../../platform/http/app-error';
import { findVerifiedWalletAddresses } from '../wallet/wallet-module';
import { debitWithdrawal } from './bridge-ledger';
import { assertWithdrawable, ChainRefusal } from './chain-bridge';
import type { ChainContext } from './chain-context';
import { insertWithdrawal, withdrawnSince, type WithdrawalRow } from './chain-repository';
import { enqueueSend } from './withdrawal-jobs-queue';

export const noChain = () => new AppError(409, CHAIN_ERROR_CODES.noChain, CHAIN_MESSAGES.noChain);

/** A setting in whole or fractional VINO → ledger units (settings hold plain numbers). */
export const settingUnits = (vino: number) => parseLedgerAmount(vino.toFixed(6));

function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/**
 * An investor's withdrawal to one of their own verified wallets. Everything that can refuse it is
 * checked before anything moves (chain configured, a verified destination the contract would accept,
 * the balance, the daily limit); then the ledger debit, the row and its job (or its place in the
 * review queue) commit in one transaction.
 */
export async function requestWithdrawal(
  ctx: ChainContext,
  userId: string,
  body: CreateWithdrawal,
  meta: { ipAddress: string; requestId: string },
): Promise<WithdrawalRow> {
  const { chain } = ctx;
  if (!chain) throw noChain();
  const destination = body.destination.toLowerCase();
  if (!(await findVerifiedWalletAddresses(ctx.db, userId)).has(destination))
    throw new AppError(400, CHAIN_ERROR_CODES.notVerified, CHAIN_MESSAGES.notVerified, {
      destination: CHAIN_MESSAGES.notVerified,
    });
  try {
    await assertWithdrawable(chain, destination as `0x${string}`);
  } catch (e) {
    if (e instanceof ChainRefusal) throw new AppError(409, e.code, e.message);
    throw e;
  }
  const units = parseLedgerAmount(body.amount);
  const { blockchain } = await ctx.settings.get();
  const limit = settingUnits(blockchain.withdrawalDailyLimitVino);
  const needsReview = units > settingUnits(blockchain.withdrawalReviewThresholdVino);
  const now = ctx.clock.now();

  return ctx.db.transaction(async (tx) => {
    const row = await insertWithdrawal(tx, {
      userId,
      destination,
      amount: formatLedgerAmount(units),
      state: needsReview ? 'review' : 'requested',
      createdAt: now,
    });
    try {
      await debitWithdrawal(tx, row);
    } catch (e) {
      if (e instanceof AppError && e.code === 'insufficient_balance')
        throw new AppError(409, 'insufficient_balance', CHAIN_MESSAGES.insufficientBalance, {
          amount: CHAIN_MESSAGES.insufficientBalance,
        });
      throw e;
    }
    // Counted after the debit, which locks the investor's VINO account: two requests at once are
    // counted one after the other, never both against the same remaining limit.
    if (parseLedgerAmount(await withdrawnSince(tx, userId, startOfUtcDay(now))) > limit) {
      const shown = String(blockchain.withdrawalDailyLimitVino);
      throw new AppError(409, CHAIN_ERROR_CODES.dailyLimit, CHAIN_MESSAGES.dailyLimit(shown), {
        amount: CHAIN_MESSAGES.dailyLimit(shown),
      });
    }
    await writeAuditLog(tx, {
      actorUserId: userId,
      action: needsReview ? 'chain.withdrawal.review' : 'chain.withdrawal.request',
      entityType: 'chain_withdrawal',
      entityId: row.id,
      data: { amount: row.amount, destination },
      ...meta,
    });
    if (!needsReview) await enqueueSend(tx, row.id);
    return row;
  });
}
