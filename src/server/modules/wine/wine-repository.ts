import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { WineAssetListQuery } from '../../../contracts/wine';
import type { Executor } from '../../db/client';
import { starVintages, storageFacilities, wineAssets, wineIndexPoints, wineWatchlist } from '../../db/schema/wine';

export type WineAssetRow = typeof wineAssets.$inferSelect;
/** An asset with the name of the vault holding it. */
export type WineAssetWithStorage = WineAssetRow & { storageLocation: string | null };

const withStorage = { ...getTableColumns(wineAssets), storageLocation: storageFacilities.name };
/** Retired assets (sold, consumed, written off) are not part of the public catalogue or the vaults. */
const isActive = isNull(wineAssets.retiredAt);

export async function findFeaturedWineAssets(db: Executor, limit: number): Promise<WineAssetRow[]> {
  return db
    .select()
    .from(wineAssets)
    .where(and(eq(wineAssets.isFeatured, true), isActive))
    .orderBy(desc(wineAssets.currentValue))
    .limit(limit);
}

/** `%` and `_` typed by a visitor are searched for literally, not as wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const ORDER_BY: Record<WineAssetListQuery['sort'], SQL[]> = {
  value: [sql`${wineAssets.currentValue} * ${wineAssets.bottleCount} desc`],
  appreciation: [
    sql`(${wineAssets.currentValue} - ${wineAssets.purchasePrice}) / nullif(${wineAssets.purchasePrice}, 0) desc nulls last`,
  ],
  vintage: [sql`${wineAssets.vintage} asc`],
  name: [],
};

export async function findWineAssets(
  db: Executor,
  query: WineAssetListQuery,
): Promise<{ items: WineAssetWithStorage[]; total: number }> {
  const filters: SQL[] = [isActive];
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(ilike(wineAssets.name, pattern), ilike(wineAssets.producer, pattern), ilike(wineAssets.region, pattern))!,
    );
  }
  if (query.category) filters.push(eq(wineAssets.category, query.category));
  if (query.region) filters.push(sql`lower(${wineAssets.region}) = lower(${query.region})`);
  const where = and(...filters);
  const [items, totals] = await Promise.all([
    db
      .select(withStorage)
      .from(wineAssets)
      .leftJoin(storageFacilities, eq(storageFacilities.id, wineAssets.storageFacilityId))
      .where(where)
      // Name then id last, so pages never overlap when the main key ties.
      .orderBy(...ORDER_BY[query.sort], asc(wineAssets.name), asc(wineAssets.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(wineAssets).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}

export async function findWineAssetById(db: Executor, id: string): Promise<WineAssetWithStorage | undefined> {
  const rows = await db
    .select(withStorage)
    .from(wineAssets)
    .leftJoin(storageFacilities, eq(storageFacilities.id, wineAssets.storageFacilityId))
    .where(and(eq(wineAssets.id, id), isActive))
    .limit(1);
  return rows[0];
}

/** The figures every aggregate of the summary needs, for all assets. */
export async function findAllWineAssetFigures(db: Executor) {
  return db
    .select({
      id: wineAssets.id,
      name: wineAssets.name,
      producer: wineAssets.producer,
      vintage: wineAssets.vintage,
      region: wineAssets.region,
      country: wineAssets.country,
      category: wineAssets.category,
      currentValue: wineAssets.currentValue,
      purchasePrice: wineAssets.purchasePrice,
      bottleCount: wineAssets.bottleCount,
    })
    .from(wineAssets)
    .where(isActive);
}

/** Vaults with the bottles of the assets they hold. */
export async function findStorageFacilitiesWithOccupancy(db: Executor) {
  return db
    .select({
      ...getTableColumns(storageFacilities),
      occupied: sql<number>`coalesce(sum(${wineAssets.bottleCount}), 0)::int`,
    })
    .from(storageFacilities)
    .leftJoin(wineAssets, and(eq(wineAssets.storageFacilityId, storageFacilities.id), isActive))
    .groupBy(storageFacilities.id)
    .orderBy(asc(storageFacilities.name));
}

export async function findWineIndexPoints(db: Executor) {
  return db.select().from(wineIndexPoints).orderBy(asc(wineIndexPoints.year));
}

export async function findStarVintages(db: Executor) {
  return db.select().from(starVintages).orderBy(asc(starVintages.sortOrder), asc(starVintages.name));
}

export async function findWatchlist(db: Executor, userId: string) {
  return db
    .select({
      wineAssetId: wineWatchlist.wineAssetId,
      addedAt: wineWatchlist.addedAt,
      name: wineAssets.name,
      vintage: wineAssets.vintage,
      currentValue: wineAssets.currentValue,
    })
    .from(wineWatchlist)
    .innerJoin(wineAssets, eq(wineAssets.id, wineWatchlist.wineAssetId))
    .where(eq(wineWatchlist.userId, userId))
    .orderBy(desc(wineWatchlist.addedAt), asc(wineAssets.name));
}

/** The ids among `ids` that name existing wine assets. */
export async function findExistingWineAssetIds(db: Executor, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: wineAssets.id })
    .from(wineAssets)
    .where(and(inArray(wineAssets.id, ids), isActive));
  return rows.map((r) => r.id);
}

/** Adds entries; ones already present keep their original added_at. */
export async function insertWatchlistEntries(db: Executor, userId: string, wineAssetIds: string[]): Promise<void> {
  if (!wineAssetIds.length) return;
  await db
    .insert(wineWatchlist)
    .values(wineAssetIds.map((wineAssetId) => ({ userId, wineAssetId })))
    .onConflictDoNothing();
}

export async function deleteWatchlistEntry(db: Executor, userId: string, wineAssetId: string): Promise<number> {
  const rows = await db
    .delete(wineWatchlist)
    .where(and(eq(wineWatchlist.userId, userId), eq(wineWatchlist.wineAssetId, wineAssetId)))
    .returning({ id: wineWatchlist.wineAssetId });
  return rows.length;
}
