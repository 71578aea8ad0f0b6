/** GET /api/v1/metrics every 5 s (operator spec section 9: simulated metrics refresh every 5 s; here measured). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../contracts/api-paths';
import type { PlatformMetrics } from '../../../../contracts/metrics';
import { api } from '../../../lib/api-client';

export const LIVE_METRICS_REFRESH_MS = 5_000;

export function getLiveMetrics(signal?: AbortSignal): Promise<PlatformMetrics> {
  return api.get<PlatformMetrics>(apiPaths.metrics, { signal });
}

export const getLiveMetricsQueryOptions = () =>
  queryOptions({
    queryKey: ['metrics', 'platform'] as const,
    queryFn: ({ signal }) => getLiveMetrics(signal),
    refetchInterval: LIVE_METRICS_REFRESH_MS,
    staleTime: LIVE_METRICS_REFRESH_MS,
  });

export function useLiveMetrics() {
  return useQuery(getLiveMetricsQueryOptions());
}
