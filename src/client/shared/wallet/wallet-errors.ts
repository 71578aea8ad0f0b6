/**
 * The wallet's messages, word for word from the core spec (sections 5 and 8), and the mapping of
 * EIP-1193 provider errors to them. The navigation bar words its failures differently (its own row
 * in the error catalogue), so both wordings live here.
 */
export const WALLET_MESSAGES = {
  noProvider: 'Wallet extension not detected. Please install a browser wallet such as MetaMask and try again.',
  noAccounts: 'No accounts found. Please unlock your wallet and try again.',
  rejected: 'Wallet connection was rejected. Please approve the connection to continue.',
  pending: 'Wallet connection request is already pending. Please check your wallet and approve or cancel the request.',
  failed: (message: string) => `Failed to connect wallet: ${message}`,
  navMissing: 'Failed to connect wallet. Please make sure the wallet extension is installed and try again.',
  navFailed: (message: string) => `Wallet connection failed: ${message}`,
} as const;

export type WalletErrorKind = 'no-provider' | 'no-accounts' | 'rejected' | 'pending' | 'other';

export class WalletError extends Error {
  constructor(
    readonly kind: WalletErrorKind,
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'WalletError';
  }
}

/** The numeric code of an EIP-1193 error (viem wraps the provider's error; look through `cause`). */
export function providerErrorCode(error: unknown): number | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'number') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function rawMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as { shortMessage?: unknown; message?: unknown };
    if (typeof e.shortMessage === 'string') return e.shortMessage;
    if (typeof e.message === 'string') return e.message;
  }
  return String(error);
}

/** A provider failure as a WalletError carrying the spec's message for the wallet service. */
export function toWalletError(error: unknown): WalletError {
  if (error instanceof WalletError) return error;
  const code = providerErrorCode(error);
  if (code === 4001) return new WalletError('rejected', WALLET_MESSAGES.rejected, code);
  if (code === -32002) return new WalletError('pending', WALLET_MESSAGES.pending, code);
  return new WalletError('other', WALLET_MESSAGES.failed(rawMessage(error)), code);
}

/** The navigation bar's wording for the same failure. */
export function navWalletMessage(error: WalletError): string {
  if (error.kind === 'no-provider') return WALLET_MESSAGES.navMissing;
  if (error.kind === 'other')
    return WALLET_MESSAGES.navFailed(error.message.replace(/^Failed to connect wallet: /, ''));
  return error.message;
}
