import { CHAIN_ERROR_CODES, CHAIN_MESSAGES } from '../../../contracts/chain';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError, notFound } from '../../platform/http/app-error';
import { refundWithdrawal } from './bridge-ledger';
import type { ChainContext } from './chain-context';
import { findWithdrawal, moveWithdrawal, type WithdrawalRow } from './chain-repository';
import { noChain } from './request-withdrawal';
import { enqueueSend } from './withdrawal-jobs-queue';

type Meta = { ipAddress: string; requestId: string };

async function inReview(ctx: ChainContext, id: string): Promise<void> {
  const found = await findWithdrawal(ctx.db, id);
  if (!found) throw notFound(CHAIN_MESSAGES.notFound);
  if (found.state !== 'review') throw new AppError(409, CHAIN_ERROR_CODES.notInReview, CHAIN_MESSAGES.notInReview);
}

/** An admin lets a withdrawal above the threshold go: it joins the send queue, audited. */
export async function approveWithdrawal(
  ctx: ChainContext,
  adminId: string,
  id: string,
  meta: Meta,
): Promise<WithdrawalRow> {
  if (!ctx.chain) throw noChain();
  await inReview(ctx, id);
  return ctx.db.transaction(async (tx) => {
    const moved = await moveWithdrawal(tx, id, ['review'], { state: 'requested', reviewedBy: adminId });
    if (!moved) throw new AppError(409, CHAIN_ERROR_CODES.notInReview, CHAIN_MESSAGES.notInReview);
    await enqueueSend(tx, id);
    await writeAuditLog(tx, {
      actorUserId: adminId,
      action: 'chain.withdrawal.approve',
      entityType: 'chain_withdrawal',
      entityId: id,
      data: { amount: moved.amount, destination: moved.destination, userId: moved.userId },
      ...meta,
    });
    return moved;
  });
}

/** An admin refuses it: the VINO goes back to the investor's balance, audited with the reason. */
export async function rejectWithdrawal(
  ctx: ChainContext,
  adminId: string,
  id: string,
  reason: string,
  meta: Meta,
): Promise<WithdrawalRow> {
  await inReview(ctx, id);
  return ctx.db.transaction(async (tx) => {
    const moved = await moveWithdrawal(tx, id, ['review'], {
      state: 'rejected',
      reviewedBy: adminId,
      failureReason: reason,
      finishedAt: ctx.clock.now(),
    });
    if (!moved) throw new AppError(409, CHAIN_ERROR_CODES.notInReview, CHAIN_MESSAGES.notInReview);
    await refundWithdrawal(tx, moved);
    await writeAuditLog(tx, {
      actorUserId: adminId,
      action: 'chain.withdrawal.reject',
      entityType: 'chain_withdrawal',
      entityId: id,
      data: { amount: moved.amount, destination: moved.destination, userId: moved.userId, reason },
      ...meta,
    });
    return moved;
  });
}
