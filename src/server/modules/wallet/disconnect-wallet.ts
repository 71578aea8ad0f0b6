import type { Database } from '../../db/client';
import { changeOwnWallet, type WalletChangeMeta } from './change-own-wallet';
import { markWalletNotPrimary } from './wallet-repository';

/** Disconnect (core spec section 4): the saved connection is marked not primary. */
export function disconnectWallet(db: Database, userId: string, address: string, meta: WalletChangeMeta = {}) {
  return changeOwnWallet(db, { userId, address, action: 'wallet.disconnected', apply: markWalletNotPrimary }, meta);
}
