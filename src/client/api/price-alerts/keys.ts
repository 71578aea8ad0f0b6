/** Query keys of the price-alerts module's endpoints. */
export const priceAlertsKeys = {
  mine: () => ['me', 'price-alerts'] as const,
};
