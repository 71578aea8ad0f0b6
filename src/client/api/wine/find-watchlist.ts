/** GET /api/v1/me/watchlist: the signed-in member's watchlist (a visitor's list stays in the browser). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { Watchlist } from '../../../contracts/wine';
import { api } from '../../lib/api-client';
import { wineKeys } from './keys';

export function getWatchlist(signal?: AbortSignal): Promise<Watchlist> {
  return api.get(apiPaths.wine.myWatchlist, {
    signal,
    schema: () => import('../../../contracts/wine').then((m) => m.WatchlistSchema),
  });
}

export function getWatchlistQueryOptions() {
  return queryOptions({ queryKey: wineKeys.myWatchlist(), queryFn: ({ signal }) => getWatchlist(signal) });
}

/** The signed-in user's server watchlist; disabled for visitors (their list is local). */
export function useServerWatchlist(isSignedIn: boolean) {
  return useQuery({ ...getWatchlistQueryOptions(), enabled: isSignedIn });
}
