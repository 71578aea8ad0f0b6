import type { Watchlist } from '../../../contracts/wine';
import type { Executor } from '../../db/client';
import { findWatchlist as queryWatchlist } from './wine-repository';

/** The user's watchlist, newest first. */
export async function findWatchlist(db: Executor, userId: string): Promise<Watchlist> {
  const rows = await queryWatchlist(db, userId);
  return {
    items: rows.map((r) => ({
      wine_asset_id: r.wineAssetId,
      name: r.name,
      vintage: r.vintage,
      current_value: r.currentValue,
      added_at: r.addedAt.toISOString(),
    })),
  };
}
