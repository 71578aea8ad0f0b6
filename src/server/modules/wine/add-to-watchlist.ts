import type { Watchlist } from '../../../contracts/wine';
import type { Executor } from '../../db/client';
import { notFound } from '../../platform/http/app-error';
import { findWatchlist } from './find-watchlist';
import { findExistingWineAssetIds, insertWatchlistEntries } from './wine-repository';

/** Adds one asset to the user's watchlist (adding it twice changes nothing). */
export async function addToWatchlist(db: Executor, userId: string, wineAssetId: string): Promise<Watchlist> {
  const [existing] = await findExistingWineAssetIds(db, [wineAssetId]);
  if (!existing) throw notFound('Wine asset not found.');
  await insertWatchlistEntries(db, userId, [existing]);
  return findWatchlist(db, userId);
}
