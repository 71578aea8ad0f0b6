import type { Watchlist } from '../../../contracts/wine';
import type { Executor } from '../../db/client';
import { findWatchlist } from './find-watchlist';
import { deleteWatchlistEntry } from './wine-repository';

/** Removes one asset from the user's watchlist; removing one that is not there is not an error. */
export async function removeFromWatchlist(db: Executor, userId: string, wineAssetId: string): Promise<Watchlist> {
  await deleteWatchlistEntry(db, userId, wineAssetId);
  return findWatchlist(db, userId);
}
