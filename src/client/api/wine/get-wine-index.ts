/** GET /api/v1/wine-index: the stored wine index (2000 = 100) and the star vintages (home historical performance, buy page, /investment). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { WineIndex } from '../../../contracts/wine';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { wineKeys } from './keys';

// Typed, not zod-parsed: the home page reads it, and zod (26 KB gzip) stays off the home page
// (performance budget, docs/decisions/008), as for the home's other first-screen fetchers.
export function getWineIndex(signal?: AbortSignal): Promise<WineIndex> {
  return api.get<WineIndex>(apiPaths.wine.index, { signal });
}

export function getWineIndexQueryOptions() {
  return queryOptions({
    queryKey: wineKeys.index(),
    queryFn: ({ signal }) => getWineIndex(signal),
    ...queryPolicy.wine.index,
  });
}

export function useWineIndex() {
  return useQuery(getWineIndexQueryOptions());
}
