/** The wallet's HTTP paths (a part of the API's paths kept apart, see api-paths.ts). */
export const walletApiPaths = {
  siweNonce: '/api/v1/wallet/siwe/nonce',
  siweVerify: '/api/v1/wallet/siwe/verify',
  myWallets: '/api/v1/me/wallets',
  primary: '/api/v1/me/wallets/:address/primary',
  disconnect: '/api/v1/me/wallets/:address/disconnect',
  balances: '/api/v1/me/wallets/:address/balances',
  /** Fills the `:address` of a wallet path. */
  forAddress: (pattern: string, address: string) => pattern.replace(':address', encodeURIComponent(address)),
} as const;
