/**
 * GET /api/v1/wine-assets/showcase: the home page's wine carousel.
 * First-screen query (home): typed with the contract, not zod-parsed; see metrics/get-platform-metrics.ts.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { WineShowcaseResponse } from '../../../contracts/wine';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { wineKeys } from './keys';

export function getWineShowcase(signal?: AbortSignal): Promise<WineShowcaseResponse> {
  return api.get<WineShowcaseResponse>(apiPaths.wineShowcase, { signal });
}

export function getWineShowcaseQueryOptions() {
  return queryOptions({
    queryKey: wineKeys.showcase(),
    queryFn: ({ signal }) => getWineShowcase(signal),
    ...queryPolicy.wine.showcase,
  });
}

export function useWineShowcase() {
  return useQuery(getWineShowcaseQueryOptions());
}
