/** PUT / DELETE /api/v1/me/watchlist/{wineAssetId}: add or remove a wine (the server's add-to / remove-from-watchlist). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { Watchlist } from '../../../contracts/wine';
import { apiRequest } from '../../lib/api-client';
import { wineKeys } from './keys';

const itemPath = (wineAssetId: string) =>
  apiPaths.wine.myWatchlistItem.replace(':wineAssetId', encodeURIComponent(wineAssetId));

/** PUT adds, DELETE removes; both answer the whole list, which replaces the cached one. */
export function updateWatchlist(wineAssetId: string, isAdding: boolean): Promise<Watchlist> {
  return apiRequest(itemPath(wineAssetId), {
    method: isAdding ? 'PUT' : 'DELETE',
    schema: () => import('../../../contracts/wine').then((m) => m.WatchlistSchema),
  });
}

export function useUpdateWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ wineAssetId, isAdding }: { wineAssetId: string; isAdding: boolean }) =>
      updateWatchlist(wineAssetId, isAdding),
    onSuccess: (list) => queryClient.setQueryData(wineKeys.myWatchlist(), list),
  });
}
