import type { Hash, Hex } from 'viem';
import { broadcast, withdrawalState } from './chain-bridge';
import type { ChainContext } from './chain-context';
import { findWithdrawalsIn, moveWithdrawal } from './chain-repository';
import { failWithdrawal } from './send-withdrawal';

/**
 * Follows every `broadcast` withdrawal to its end: confirmed once its block has the Blockchain
 * settings' confirmationBlocks, failed (VINO back) when it reverted. One not yet mined is sent again
 * from its stored bytes (a node restarted, a dropped transaction): the same hash, never a second send.
 */
export async function followWithdrawals(ctx: ChainContext): Promise<void> {
  const chain = ctx.chain;
  if (!chain) return;
  const { confirmationBlocks } = (await ctx.settings.get()).blockchain;
  for (const w of await findWithdrawalsIn(ctx.db, 'broadcast')) {
    const hash = w.txHash as Hash;
    const receipt = await withdrawalState(chain, hash, confirmationBlocks);
    if (receipt.state === 'confirmed') {
      await moveWithdrawal(ctx.db, w.id, ['broadcast'], {
        state: 'confirmed',
        confirmedAt: ctx.clock.now(),
        finishedAt: ctx.clock.now(),
      });
    } else if (receipt.state === 'failed') {
      await failWithdrawal(ctx, w, 'The transaction reverted on chain.');
    } else {
      await broadcast(chain, w.signedRaw as Hex).catch((err: unknown) =>
        ctx.log.warn({ err, withdrawalId: w.id }, 'withdrawal rebroadcast failed'),
      );
    }
  }
}
