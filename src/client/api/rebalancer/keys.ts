/** Query keys of the rebalancer module's endpoints. */
export const rebalancerKeys = {
  plan: () => ['me', 'rebalancer', 'plan'] as const,
  history: () => ['me', 'rebalancer', 'history'] as const,
};
