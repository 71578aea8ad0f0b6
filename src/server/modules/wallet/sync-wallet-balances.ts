import {
  normalizeWalletAddress,
  walletBalanceUsd,
  walletNetworkName,
  findWalletNetwork,
} from '../../../domain/wallet-networks';
import type { WalletBalanceSyncRequest } from '../../../contracts/wallet';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../platform/http/app-error';
import { WALLET_NOT_FOUND_MESSAGE } from './change-own-wallet';
import { updateUserWalletBalances } from './wallet-repository';

/**
 * Stores the balances the browser read through the wallet, with the USD value of the ETH at the
 * spec's assumed price (core spec section 9). A cache of on-chain figures: the chain stays the truth.
 */
export async function syncWalletBalances(
  db: Database,
  userId: string,
  address: string,
  input: WalletBalanceSyncRequest,
  now: Date,
) {
  if (!findWalletNetwork(input.chainId)) throw badRequest('Unsupported network.');
  const row = await updateUserWalletBalances(db, {
    userId,
    walletAddress: normalizeWalletAddress(address),
    chainId: String(input.chainId),
    networkName: walletNetworkName(input.chainId),
    balanceUsd: walletBalanceUsd(input.eth),
    balanceTokens: input.vino === null ? { ETH: input.eth } : { ETH: input.eth, VINO: input.vino },
    lastSyncAt: now,
  });
  if (!row) throw notFound(WALLET_NOT_FOUND_MESSAGE);
  return { balanceUsd: row.balanceUsd };
}
