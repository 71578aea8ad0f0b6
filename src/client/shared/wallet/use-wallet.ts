import { useSyncExternalStore } from 'react';
import { walletStore, type WalletState } from './wallet-service';

/** The connected wallet's state; re-renders on connect, events, balances and sends. */
export function useWallet(): WalletState {
  return useSyncExternalStore(walletStore.subscribe, walletStore.getState, walletStore.getState);
}
