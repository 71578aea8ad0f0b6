/** Query keys of the redemption module's endpoints. */
export const redemptionKeys = {
  mine: () => ['me', 'redemption-requests'] as const,
};
