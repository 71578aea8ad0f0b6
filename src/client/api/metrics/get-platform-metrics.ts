import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { PlatformMetrics } from '../../../contracts/metrics';
import { HOME_METRICS_REFRESH_MS } from '../../../domain/constants';
import { api } from '../../lib/api-client';

// The body is trusted as typed rather than zod-parsed: zod would add ~15 KB gzip to the home
// page's initial JS, and the server already validates its responses against the same contract.
export function getPlatformMetrics(signal?: AbortSignal): Promise<PlatformMetrics> {
  return api.get<PlatformMetrics>(apiPaths.metrics, { signal });
}

export function getPlatformMetricsQueryOptions() {
  return queryOptions({
    queryKey: ['metrics', 'platform'] as const,
    queryFn: ({ signal }) => getPlatformMetrics(signal),
    // The spec's home metrics polling (30 s); staleTime matches so a remount does not refetch early.
    refetchInterval: HOME_METRICS_REFRESH_MS,
    staleTime: HOME_METRICS_REFRESH_MS,
  });
}

export function usePlatformMetrics() {
  return useQuery(getPlatformMetricsQueryOptions());
}
