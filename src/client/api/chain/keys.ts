/** Query keys of the chain bridge's endpoints. */
export const chainKeys = {
  withdrawals: () => ['me', 'chain', 'withdrawals'] as const,
  deposits: () => ['me', 'chain', 'deposits'] as const,
  reviewQueue: () => ['admin', 'chain', 'withdrawals'] as const,
};
