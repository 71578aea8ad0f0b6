/** Query keys of the portfolio module's endpoints. */
export const portfolioKeys = {
  mine: () => ['me', 'portfolio'] as const,
};
