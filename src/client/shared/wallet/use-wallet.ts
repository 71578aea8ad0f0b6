import { useSyncExternalStore } from 'react';
import { walletStore, type WalletState } from './wallet-store';

/** The connected wallet's state; re-renders on connect, events, balances and sends. */
export function useWallet(): WalletState {
  return useSyncExternalStore(walletStore.subscribe, walletStore.getState, walletStore.getState);
}
