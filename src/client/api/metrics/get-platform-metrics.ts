/**
 * GET /api/v1/metrics: the platform figures of the home page's metrics grid and of the /realtime
 * tiles (one cache entry; the tiles poll it faster while they are on screen).
 *
 * First-screen query: the body is typed with the contract, not zod-parsed, because zod would add
 * about 26 KB gzip to the home page's initial JS (budget 120 KB); the server validates its
 * responses against the same contract. See src/client/api/README.md.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { PlatformMetrics } from '../../../contracts/metrics';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { metricsKeys } from './keys';

export function getPlatformMetrics(signal?: AbortSignal): Promise<PlatformMetrics> {
  return api.get<PlatformMetrics>(apiPaths.metrics, { signal });
}

/** `live`: the operator's /realtime tiles (5 s) instead of the home page's polling (30 s). */
export function getPlatformMetricsQueryOptions({ isLive = false }: { isLive?: boolean } = {}) {
  return queryOptions({
    queryKey: metricsKeys.platform(),
    queryFn: ({ signal }) => getPlatformMetrics(signal),
    ...(isLive ? queryPolicy.metrics.platformLive : queryPolicy.metrics.platform),
  });
}

export function usePlatformMetrics(options?: { isLive?: boolean }) {
  return useQuery(getPlatformMetricsQueryOptions(options));
}
