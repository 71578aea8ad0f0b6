import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { Watchlist } from '../../../contracts/wine';
import { api } from '../../lib/api-client';

export const WATCHLIST_QUERY_KEY = ['me', 'watchlist'] as const;

export function getWatchlist(signal?: AbortSignal): Promise<Watchlist> {
  return api.get<Watchlist>(apiPaths.wine.myWatchlist, { signal });
}

export function getWatchlistQueryOptions() {
  return queryOptions({ queryKey: WATCHLIST_QUERY_KEY, queryFn: ({ signal }) => getWatchlist(signal) });
}

/** The signed-in user's server watchlist; disabled for visitors (their list is local). */
export function useServerWatchlist(isSignedIn: boolean) {
  return useQuery({ ...getWatchlistQueryOptions(), enabled: isSignedIn });
}
