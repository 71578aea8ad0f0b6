/**
 * Queries of Admin → Wine Assets: every asset (retired ones too, on request), writes, the value
 * history, supply events and the vaults with what they hold. The public catalogue's queries stay
 * in wine-repository.ts (active assets only).
 */
import { and, asc, desc, eq, getTableColumns, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { storageFacilities, tokenSupplyEvents, wineAppraisals, wineAssets } from '../../db/schema/wine';
import type { WineAssetWithStorage } from './wine-repository';

export type WineAssetInsert = typeof wineAssets.$inferInsert;
export type StorageFacilityInsert = typeof storageFacilities.$inferInsert;

const withStorage = { ...getTableColumns(wineAssets), storageLocation: storageFacilities.name };

/** Key of the transaction lock every reserve-changing admin write takes, so two checks never interleave. */
const RESERVE_LOCK_KEY = 7_214_009;

export async function lockReserve(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RESERVE_LOCK_KEY})`);
}

function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface AdminWineFilter {
  q?: string;
  category?: string;
  region?: string;
  status: 'active' | 'retired' | 'all';
}

export async function findAdminWineAssets(db: Executor, f: AdminWineFilter): Promise<WineAssetWithStorage[]> {
  const filters: SQL[] = [];
  if (f.status === 'active') filters.push(isNull(wineAssets.retiredAt));
  if (f.status === 'retired') filters.push(isNotNull(wineAssets.retiredAt));
  if (f.q) {
    const p = containsPattern(f.q);
    filters.push(
      or(
        ilike(wineAssets.name, p),
        ilike(wineAssets.producer, p),
        ilike(wineAssets.region, p),
        ilike(wineAssets.country, p),
      )!,
    );
  }
  if (f.category) filters.push(eq(wineAssets.category, f.category as WineAssetWithStorage['category']));
  if (f.region) filters.push(sql`lower(${wineAssets.region}) = lower(${f.region})`);
  return db
    .select(withStorage)
    .from(wineAssets)
    .leftJoin(storageFacilities, eq(storageFacilities.id, wineAssets.storageFacilityId))
    .where(and(...filters))
    .orderBy(asc(wineAssets.name), asc(wineAssets.vintage), asc(wineAssets.id));
}

export async function findActiveRegions(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ region: wineAssets.region })
    .from(wineAssets)
    .where(isNull(wineAssets.retiredAt))
    .orderBy(asc(wineAssets.region));
  return rows.map((r) => r.region);
}

export async function findActiveAssetFigures(db: Executor) {
  return db
    .select({
      currentValue: wineAssets.currentValue,
      purchasePrice: wineAssets.purchasePrice,
      bottleCount: wineAssets.bottleCount,
      tokenized: wineAssets.tokenized,
      tokensIssued: wineAssets.tokensIssued,
      nextAppraisal: wineAssets.nextAppraisal,
    })
    .from(wineAssets)
    .where(isNull(wineAssets.retiredAt));
}

/** Any asset, retired or not, with its vault's name. */
export async function findAnyWineAsset(db: Executor, id: string): Promise<WineAssetWithStorage | undefined> {
  const [row] = await db
    .select(withStorage)
    .from(wineAssets)
    .leftJoin(storageFacilities, eq(storageFacilities.id, wineAssets.storageFacilityId))
    .where(eq(wineAssets.id, id))
    .limit(1);
  return row;
}

/** The asset row locked for the rest of the transaction. */
export async function lockWineAssetRow(tx: Executor, id: string) {
  const [row] = await tx.select().from(wineAssets).where(eq(wineAssets.id, id)).for('update');
  return row;
}

export async function insertWineAsset(tx: Executor, values: WineAssetInsert): Promise<string> {
  const [row] = await tx.insert(wineAssets).values(values).returning({ id: wineAssets.id });
  return row!.id;
}

export async function updateWineAssetRow(tx: Executor, id: string, values: Partial<WineAssetInsert>) {
  const [row] = await tx.update(wineAssets).set(values).where(eq(wineAssets.id, id)).returning();
  return row;
}

export async function slugsStartingWith(db: Executor, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: wineAssets.slug })
    .from(wineAssets)
    .where(ilike(wineAssets.slug, `${containsPattern(base).slice(1)}`));
  return rows.map((r) => r.slug);
}

/** Bottles of the active assets stored in a facility, without one asset (the one being edited). */
export async function occupiedBottles(db: Executor, facilityId: string, exceptAssetId?: string): Promise<number> {
  const [row] = await db
    .select({ occupied: sql<number>`coalesce(sum(${wineAssets.bottleCount}), 0)::int` })
    .from(wineAssets)
    .where(
      and(
        eq(wineAssets.storageFacilityId, facilityId),
        isNull(wineAssets.retiredAt),
        exceptAssetId ? ne(wineAssets.id, exceptAssetId) : undefined,
      ),
    );
  return Number(row?.occupied ?? 0);
}

export async function insertAppraisal(tx: Executor, values: typeof wineAppraisals.$inferInsert) {
  const [row] = await tx.insert(wineAppraisals).values(values).returning();
  return row!;
}

export async function findAppraisals(db: Executor, wineAssetId: string) {
  return db
    .select({ ...getTableColumns(wineAppraisals), recordedByName: user.name })
    .from(wineAppraisals)
    .leftJoin(user, eq(user.id, wineAppraisals.recordedBy))
    .where(eq(wineAppraisals.wineAssetId, wineAssetId))
    .orderBy(desc(wineAppraisals.appraisedOn), desc(wineAppraisals.createdAt));
}

export async function insertSupplyEvent(tx: Executor, values: typeof tokenSupplyEvents.$inferInsert) {
  const [row] = await tx.insert(tokenSupplyEvents).values(values).returning();
  return row!;
}

/** Vaults with the bottles and number of the active assets they hold. */
export async function findFacilitiesWithContents(db: Executor) {
  return db
    .select({
      ...getTableColumns(storageFacilities),
      occupied: sql<number>`coalesce(sum(${wineAssets.bottleCount}), 0)::int`,
      assetCount: sql<number>`count(${wineAssets.id})::int`,
    })
    .from(storageFacilities)
    .leftJoin(wineAssets, and(eq(wineAssets.storageFacilityId, storageFacilities.id), isNull(wineAssets.retiredAt)))
    .groupBy(storageFacilities.id)
    .orderBy(asc(storageFacilities.name));
}

export async function lockFacilityRow(tx: Executor, id: string) {
  const [row] = await tx.select().from(storageFacilities).where(eq(storageFacilities.id, id)).for('update');
  return row;
}

export async function findFacilityByName(db: Executor, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: storageFacilities.id })
    .from(storageFacilities)
    .where(
      and(
        sql`lower(${storageFacilities.name}) = lower(${name})`,
        exceptId ? ne(storageFacilities.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function facilitySlugExists(db: Executor, slug: string): Promise<boolean> {
  const rows = await db
    .select({ id: storageFacilities.id })
    .from(storageFacilities)
    .where(eq(storageFacilities.slug, slug))
    .limit(1);
  return rows.length > 0;
}

export async function insertFacility(tx: Executor, values: StorageFacilityInsert) {
  const [row] = await tx.insert(storageFacilities).values(values).returning();
  return row!;
}

export async function updateFacilityRow(tx: Executor, id: string, values: Partial<StorageFacilityInsert>) {
  const [row] = await tx.update(storageFacilities).set(values).where(eq(storageFacilities.id, id)).returning();
  return row;
}
