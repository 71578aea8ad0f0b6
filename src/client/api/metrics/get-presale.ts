/**
 * GET /api/v1/presale: the presale offer (its price applies to purchases while it runs) and the
 * investors / funds-raised counter. Read by the home page and the buy page: one entry, one policy.
 *
 * First-screen query (home): typed with the contract, not zod-parsed; see get-platform-metrics.ts.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { Presale } from '../../../contracts/metrics';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { metricsKeys } from './keys';

export function getPresale(signal?: AbortSignal): Promise<Presale> {
  return api.get<Presale>(apiPaths.presale, { signal });
}

export function getPresaleQueryOptions() {
  return queryOptions({
    queryKey: metricsKeys.presale(),
    queryFn: ({ signal }) => getPresale(signal),
    ...queryPolicy.metrics.presale,
  });
}

export function usePresale() {
  return useQuery(getPresaleQueryOptions());
}
