/** Query keys of the prices module's endpoints. */
export const pricesKeys = {
  prices: () => ['prices'] as const,
};
