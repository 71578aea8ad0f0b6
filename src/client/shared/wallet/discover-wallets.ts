/**
 * Browser wallets found through EIP-6963 (each wallet announces itself with a name and icon), with
 * the legacy `window.ethereum` as a fallback for wallets that do not announce.
 */
import { createStore } from 'mipd';
import type { EIP1193Provider } from 'viem';

export interface DiscoveredWallet {
  /** Stable id: the wallet's reverse-DNS name, or 'injected' for window.ethereum. */
  id: string;
  name: string;
  icon: string | null;
  provider: EIP1193Provider;
}

/** Wallets answer the discovery request synchronously in practice; a short wait covers slow ones. */
const ANNOUNCE_WAIT_MS = 150;

let store: ReturnType<typeof createStore> | null = null;

export async function discoverWallets(): Promise<DiscoveredWallet[]> {
  store ??= createStore();
  await new Promise((resolve) => setTimeout(resolve, ANNOUNCE_WAIT_MS));
  const announced = store.getProviders().map((detail): DiscoveredWallet => ({
    id: detail.info.rdns,
    name: detail.info.name,
    icon: detail.info.icon,
    provider: detail.provider as unknown as EIP1193Provider,
  }));
  if (announced.length > 0) return announced;
  const injected = (window as { ethereum?: EIP1193Provider & { isMetaMask?: boolean } }).ethereum;
  return injected
    ? [{ id: 'injected', name: injected.isMetaMask ? 'MetaMask' : 'Browser wallet', icon: null, provider: injected }]
    : [];
}
