import type { Database } from '../../db/client';
import { changeOwnWallet, type WalletChangeMeta } from './change-own-wallet';
import { setPrimaryWalletAddress } from './wallet-repository';

/** Makes one of the user's own wallets the primary one. */
export function setPrimaryWallet(db: Database, userId: string, address: string, meta: WalletChangeMeta = {}) {
  return changeOwnWallet(db, { userId, address, action: 'wallet.primary', apply: setPrimaryWalletAddress }, meta);
}
