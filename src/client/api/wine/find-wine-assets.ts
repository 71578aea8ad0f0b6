/** GET /api/v1/wine-assets?q=&category=&page=: the catalogue, twelve a page (infinite list). */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { WineAssetList, WineCategory } from '../../../contracts/wine';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { wineKeys } from './keys';

export const WINE_LIST_PAGE_SIZE = 12;

export interface WineAssetFilters {
  q: string;
  category: WineCategory | 'all';
}

export function findWineAssets(filters: WineAssetFilters, page: number, signal?: AbortSignal): Promise<WineAssetList> {
  return api.get(apiPaths.wine.assets, {
    signal,
    schema: () => import('../../../contracts/wine').then((m) => m.WineAssetListSchema),
    query: {
      q: filters.q.trim() || undefined,
      category: filters.category === 'all' ? undefined : filters.category,
      page,
      pageSize: WINE_LIST_PAGE_SIZE,
    },
  });
}

export function findWineAssetsQueryOptions(filters: WineAssetFilters) {
  return infiniteQueryOptions({
    queryKey: wineKeys.list(filters.q.trim().toLowerCase(), filters.category),
    queryFn: ({ pageParam, signal }) => findWineAssets(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    ...queryPolicy.wine.assets,
    // Keep the previous results on screen while a new search loads, so the grid does not flash.
    placeholderData: keepPreviousData,
  });
}

export function useWineAssets(filters: WineAssetFilters) {
  return useInfiniteQuery(findWineAssetsQueryOptions(filters));
}
