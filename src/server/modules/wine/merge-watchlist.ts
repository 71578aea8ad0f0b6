import type { Watchlist } from '../../../contracts/wine';
import type { Executor } from '../../db/client';
import { findWatchlist } from './find-watchlist';
import { findExistingWineAssetIds, insertWatchlistEntries } from './wine-repository';

/**
 * Merges the ids a visitor kept in the browser into the account at sign-in. Ids of assets that no
 * longer exist are dropped silently: a stale browser list must not fail the sign-in flow.
 */
export async function mergeWatchlist(db: Executor, userId: string, wineAssetIds: string[]): Promise<Watchlist> {
  const existing = await findExistingWineAssetIds(db, [...new Set(wineAssetIds)]);
  await insertWatchlistEntries(db, userId, existing);
  return findWatchlist(db, userId);
}
