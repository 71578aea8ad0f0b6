/** Query keys of the staking module's endpoints. */
export const stakingKeys = {
  pools: () => ['staking', 'pools'] as const,
  myStakes: () => ['me', 'stakes'] as const,
};
