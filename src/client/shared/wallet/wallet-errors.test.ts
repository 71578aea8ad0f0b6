import { describe, expect, it } from 'vitest';
import { navWalletMessage, toWalletError, WalletError, WALLET_MESSAGES } from './wallet-errors';

describe('wallet error messages (core spec section 8)', () => {
  it('maps 4001 and -32002, looking through wrapped causes', () => {
    expect(toWalletError({ code: 4001, message: 'User rejected' }).message).toBe(
      'Wallet connection was rejected. Please approve the connection to continue.',
    );
    expect(toWalletError({ message: 'wrapped', cause: { code: -32002 } }).message).toMatch(
      /^Wallet connection request is already pending\./,
    );
  });

  it('prefixes other failures, with the navigation wording in the nav', () => {
    const error = toWalletError(new Error('boom'));
    expect(error.message).toBe('Failed to connect wallet: boom');
    expect(navWalletMessage(error)).toBe('Wallet connection failed: boom');
    expect(navWalletMessage(new WalletError('no-provider', WALLET_MESSAGES.noProvider))).toBe(
      'Failed to connect wallet. Please make sure the wallet extension is installed and try again.',
    );
  });
});
