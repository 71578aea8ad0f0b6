import { formatLedgerAmount } from '../../../domain/exchange/markets';
import { findVerifiedWalletOwners } from '../wallet/wallet-module';
import { creditDeposit } from './bridge-ledger';
import { scanDeposits } from './chain-bridge';
import type { ChainContext } from './chain-context';
import { advanceDepositCursor, insertDeposit, readDepositCursor } from './chain-repository';

/** Thrown inside the transaction to roll back when another node moved the cursor first. */
class CursorMoved extends Error {}

/**
 * One deposit scan: `Transfer`s to custody from the stored cursor up to the last block with the
 * Blockchain settings' confirmationBlocks (an unconfirmed block, which a re-organisation may replace,
 * is left for a later scan). Each is recorded once by (tx hash, log index) and credited to the one
 * user who verified the sending wallet; the records, the credits and the new cursor commit together,
 * so a crash before the commit rescans the same blocks and a crash after it rescans nothing.
 * A transfer from an address no single user has verified is recorded, not credited (support
 * resolves it).
 */
export async function creditDeposits(ctx: ChainContext): Promise<number> {
  const chain = ctx.chain;
  if (!chain) return 0;
  const token = chain.token.toLowerCase();
  const stored = await readDepositCursor(ctx.db, token);
  const from = stored ?? chain.startBlock;
  const { confirmationBlocks } = (await ctx.settings.get()).blockchain;
  const { deposits, nextBlock } = await scanDeposits(chain, from, confirmationBlocks);
  if (nextBlock === from) return 0;
  try {
    return await ctx.db.transaction(async (tx) => {
      if (!(await advanceDepositCursor(tx, token, stored, nextBlock))) throw new CursorMoved();
      let credited = 0;
      for (const d of deposits) {
        const owners = await findVerifiedWalletOwners(tx, d.from);
        const userId = owners.length === 1 ? owners[0]! : null;
        const row = await insertDeposit(tx, {
          txHash: d.txHash,
          logIndex: d.logIndex,
          blockNumber: d.blockNumber,
          fromAddress: d.from.toLowerCase(),
          amount: formatLedgerAmount(d.units),
          creditedUserId: userId,
        });
        if (row && userId) {
          await creditDeposit(tx, userId, d.units, `${d.txHash}:${d.logIndex}`);
          credited++;
        }
      }
      return credited;
    });
  } catch (e) {
    if (e instanceof CursorMoved) return 0;
    throw e;
  }
}
