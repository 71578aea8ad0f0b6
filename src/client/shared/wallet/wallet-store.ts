/**
 * The connected wallet's state and its listeners, without viem: the navigation bar reads it on every
 * page (to show the connected address) while the wallet service that fills it loads only on demand.
 */
// Type-only: erased at build time, so viem stays out of the bundle that imports this file.
import type { Address, Hash } from 'viem';

export interface SentTransaction {
  id: string;
  type: 'send';
  token: 'VINO' | 'ETH';
  amount: string;
  to: Address;
  hash: Hash;
  timestamp: string;
  status: 'pending' | 'confirmed' | 'failed';
}

export interface WalletState {
  status: 'disconnected' | 'connecting' | 'connected';
  address: Address | null;
  chainId: number | null;
  walletName: string | null;
  ethBalance: string | null;
  /** Null when no VINO contract is configured for the current chain. */
  vinoBalance: string | null;
  isVerified: boolean;
  transactions: SentTransaction[];
}

export const INITIAL_WALLET_STATE: WalletState = {
  status: 'disconnected',
  address: null,
  chainId: null,
  walletName: null,
  ethBalance: null,
  vinoBalance: null,
  isVerified: false,
  transactions: [],
};

let state: WalletState = INITIAL_WALLET_STATE;
const listeners = new Set<() => void>();

export const walletStore = {
  getState: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setState(patch: Partial<WalletState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  },
};
