/**
 * The wallet's networks and display rules (core spec section 9): Ethereum (0x1, the default),
 * Polygon (0x89) and Arbitrum (0xa4b1); ETH shown to 4 decimals, the VINO token (18 decimals) to 2;
 * the stored USD balance values ETH at an assumed 2,500 USD.
 */
import { formatDecimal, parseDecimal } from './money';

export interface WalletNetwork {
  chainId: number;
  /** The hexadecimal id wallets use in wallet_switchEthereumChain. */
  hexChainId: `0x${string}`;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: 18 };
  rpcUrls: string[];
  blockExplorerUrls: string[];
}

export const WALLET_NETWORKS: readonly WalletNetwork[] = [
  {
    chainId: 1,
    hexChainId: '0x1',
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: ['https://cloudflare-eth.com'],
    blockExplorerUrls: ['https://etherscan.io'],
  },
  {
    chainId: 137,
    hexChainId: '0x89',
    name: 'Polygon',
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
    rpcUrls: ['https://polygon-rpc.com'],
    blockExplorerUrls: ['https://polygonscan.com'],
  },
  {
    chainId: 42161,
    hexChainId: '0xa4b1',
    name: 'Arbitrum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: ['https://arb1.arbitrum.io/rpc'],
    blockExplorerUrls: ['https://arbiscan.io'],
  },
];

export const DEFAULT_WALLET_CHAIN_ID = 1;
export const ETH_DISPLAY_DECIMALS = 4;
export const VINO_DISPLAY_DECIMALS = 2;
export const VINO_TOKEN_DECIMALS = 18;
export const ASSUMED_ETH_PRICE_USD = '2500';

export function findWalletNetwork(chainId: number): WalletNetwork | undefined {
  return WALLET_NETWORKS.find((n) => n.chainId === chainId);
}

/** A network's name, or 'Unsupported network' for a chain the product does not recognise. */
export function walletNetworkName(chainId: number): string {
  return findWalletNetwork(chainId)?.name ?? 'Unsupported network';
}

/** Stored USD balance of a wallet: its ETH (an 18-decimal string) at the assumed ETH price, to cents. */
export function walletBalanceUsd(eth: string): string {
  const wei = parseDecimal(eth, 18);
  const cents = (wei * parseDecimal(ASSUMED_ETH_PRICE_USD, 2)) / 10n ** 18n;
  return formatDecimal(cents, 2);
}

/** Lower-cases an address: the stored form (core spec section 3, wallet_address lower-cased). */
export const normalizeWalletAddress = (address: string) => address.toLowerCase();
