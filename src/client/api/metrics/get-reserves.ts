/**
 * GET /api/v1/reserves: the token's backing (wine reserve over VINO in circulation) and its latest
 * signed statement, for the home page's metrics, /about, /investment and /wine-assets.
 *
 * First-screen query (the home page's metrics): the body is typed with the contract, not zod-parsed,
 * because zod would add about 26 KB gzip to the home page's JavaScript; the server validates its
 * responses against the same contract. See src/client/api/README.md.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { Reserves } from '../../../contracts/metrics';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { metricsKeys } from './keys';

export function getReserves(signal?: AbortSignal): Promise<Reserves> {
  return api.get<Reserves>(apiPaths.reserves, { signal });
}

export function getReservesQueryOptions() {
  return queryOptions({
    queryKey: metricsKeys.reserves(),
    queryFn: ({ signal }) => getReserves(signal),
    ...queryPolicy.metrics.reserves,
  });
}

export function useReserves() {
  return useQuery(getReservesQueryOptions());
}
