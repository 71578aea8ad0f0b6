/** Query keys of the metrics module's endpoints (platform figures, presale, reserves). */
export const metricsKeys = {
  platform: () => ['metrics', 'platform'] as const,
  presale: () => ['presale'] as const,
  reserves: () => ['reserves'] as const,
};
