import { apiPaths } from '../../../contracts/api-paths';
import type { Watchlist } from '../../../contracts/wine';
import { api } from '../../lib/api-client';

/** Sends the ids a visitor kept in the browser; the server adds the ones that exist. */
export function mergeWatchlist(wineAssetIds: string[]): Promise<Watchlist> {
  return api.post<Watchlist>(apiPaths.wine.myWatchlistMerge, { wine_asset_ids: wineAssetIds });
}
