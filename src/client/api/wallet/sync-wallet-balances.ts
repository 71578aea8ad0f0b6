/** POST /api/v1/me/wallets/{address}/balances: stores the on-chain ETH and VINO balances read through the wallet. */
import { WalletBalanceSyncResponseSchema, type WalletBalanceSyncRequest } from '../../../contracts/wallet';
import { walletApiPaths } from '../../../contracts/wallet-paths';
import { api } from '../../lib/api-client';

export function syncWalletBalances(address: string, body: WalletBalanceSyncRequest): Promise<{ balanceUsd: string }> {
  return api.post(walletApiPaths.forAddress(walletApiPaths.balances, address.toLowerCase()), body, {
    schema: WalletBalanceSyncResponseSchema,
  });
}
