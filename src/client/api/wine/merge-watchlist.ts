/** POST /api/v1/me/watchlist/merge: a visitor's browser watchlist joins the server's at sign-in. */
import { apiPaths } from '../../../contracts/api-paths';
import type { Watchlist } from '../../../contracts/wine';
import { api } from '../../lib/api-client';

/** Sends the ids a visitor kept in the browser; the server adds the ones that exist. */
export function mergeWatchlist(wineAssetIds: string[]): Promise<Watchlist> {
  return api.post(
    apiPaths.wine.myWatchlistMerge,
    { wine_asset_ids: wineAssetIds },
    { schema: () => import('../../../contracts/wine').then((m) => m.WatchlistSchema) },
  );
}
