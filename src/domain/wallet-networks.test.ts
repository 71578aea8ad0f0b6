import { describe, expect, it } from 'vitest';
import { findWalletNetwork, walletBalanceUsd, walletNetworkName } from './wallet-networks';

describe('wallet networks (core spec section 9)', () => {
  it('recognises Ethereum, Polygon and Arbitrum by chain id', () => {
    expect(findWalletNetwork(1)?.hexChainId).toBe('0x1');
    expect(findWalletNetwork(137)?.hexChainId).toBe('0x89');
    expect(findWalletNetwork(42161)?.hexChainId).toBe('0xa4b1');
    expect(walletNetworkName(56)).toBe('Unsupported network');
  });

  it('values ETH at the assumed 2,500 USD, to the cent, without floats', () => {
    expect(walletBalanceUsd('1.2345')).toBe('3086.25');
    expect(walletBalanceUsd('0.000000000000000001')).toBe('0.00');
    expect(walletBalanceUsd('123456789.123456789123456789')).toBe('308641972808.64');
  });
});
