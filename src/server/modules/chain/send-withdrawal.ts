import type { Address, Hex } from 'viem';
import { parseLedgerAmount } from '../../../domain/exchange/markets';
import { refundWithdrawal } from './bridge-ledger';
import { assertWithdrawable, broadcast, ChainRefusal, revertReason, signWithdrawal } from './chain-bridge';
import type { ChainContext } from './chain-context';
import { findWithdrawal, moveWithdrawal, type WithdrawalRow } from './chain-repository';

/**
 * A withdrawal's chain steps, the job of the send queue. A `requested` withdrawal is checked again
 * (the contract may have been paused since), signed, and its hash and raw bytes are stored (state
 * `broadcast`) BEFORE they are sent; a `broadcast` one is sent again from those same bytes. So a
 * retry or a restart at any point sends the one transaction at most once. A refusal by the
 * contract fails the withdrawal and returns the VINO; an unreachable node throws (the queue retries).
 */
export async function sendWithdrawal(ctx: ChainContext, withdrawalId: string): Promise<void> {
  const chain = ctx.chain;
  let w = await findWithdrawal(ctx.db, withdrawalId);
  if (!chain || !w) return;
  if (w.state === 'requested') {
    const to = w.destination as Address;
    let signed;
    try {
      await assertWithdrawable(chain, to);
      signed = await signWithdrawal(chain, to, parseLedgerAmount(w.amount));
    } catch (e) {
      const reason = e instanceof ChainRefusal ? e.message : revertReason(e);
      if (reason === null) throw e;
      await failWithdrawal(ctx, w, reason);
      return;
    }
    const stored = await moveWithdrawal(ctx.db, w.id, ['requested'], {
      state: 'broadcast',
      txHash: signed.hash,
      signedRaw: signed.raw,
      method: signed.method,
      broadcastAt: ctx.clock.now(),
    });
    if (!stored) return;
    w = stored;
  }
  if (w.state === 'broadcast') await broadcast(chain, w.signedRaw as Hex);
}

/** Failed or refused on chain: the state and the VINO back, in one transaction, once. */
export async function failWithdrawal(ctx: ChainContext, w: WithdrawalRow, reason: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const moved = await moveWithdrawal(tx, w.id, ['requested', 'broadcast'], {
      state: 'failed',
      failureReason: reason,
      finishedAt: ctx.clock.now(),
    });
    if (moved) await refundWithdrawal(tx, moved);
  });
}
