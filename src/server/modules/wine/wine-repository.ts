import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { wineAssets } from '../../db/schema';

export type WineAssetRow = typeof wineAssets.$inferSelect;

export async function findFeaturedWineAssets(db: Executor, limit: number): Promise<WineAssetRow[]> {
  return db
    .select()
    .from(wineAssets)
    .where(eq(wineAssets.isFeatured, true))
    .orderBy(desc(wineAssets.currentValue))
    .limit(limit);
}
