import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { Watchlist } from '../../../contracts/wine';
import { apiRequest } from '../../lib/api-client';
import { WATCHLIST_QUERY_KEY } from './find-watchlist';

const itemPath = (wineAssetId: string) =>
  apiPaths.wine.myWatchlistItem.replace(':wineAssetId', encodeURIComponent(wineAssetId));

/** PUT adds, DELETE removes; both answer the whole list, which replaces the cached one. */
export function updateWatchlist(wineAssetId: string, isAdding: boolean): Promise<Watchlist> {
  return apiRequest<Watchlist>(itemPath(wineAssetId), { method: isAdding ? 'PUT' : 'DELETE' });
}

export function useUpdateWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ wineAssetId, isAdding }: { wineAssetId: string; isAdding: boolean }) =>
      updateWatchlist(wineAssetId, isAdding),
    onSuccess: (list) => queryClient.setQueryData(WATCHLIST_QUERY_KEY, list),
  });
}
