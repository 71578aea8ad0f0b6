/** GET /api/v1/wine-index: the stored wine index (2000 = 100) and the star vintages. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { WineIndex } from '../../../contracts/wine';
import { api } from '../../lib/api-client';

/** The index changes only when an admin edits it. */
const WINE_INDEX_STALE_MS = 300_000;

// Typed, not zod-parsed: the home page reads it, and zod (26 KB gzip) stays off the home page
// (performance budget, docs/performance.md), as for the home's other fetchers.
export function getWineIndex(signal?: AbortSignal): Promise<WineIndex> {
  return api.get<WineIndex>(apiPaths.wine.index, { signal });
}

export const wineIndexKeys = { all: ['wine-index'] as const };

export function getWineIndexQueryOptions() {
  return queryOptions({
    queryKey: wineIndexKeys.all,
    queryFn: ({ signal }) => getWineIndex(signal),
    staleTime: WINE_INDEX_STALE_MS,
  });
}

export function useWineIndex() {
  return useQuery(getWineIndexQueryOptions());
}
