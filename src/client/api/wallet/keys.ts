/** Query keys of the wallet module's endpoints. */
export const walletKeys = {
  myWallets: () => ['me', 'wallets'] as const,
};
