import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { RESERVING_STATUSES } from '../../../domain/redemption';
import type { Executor } from '../../db/client';
import { redemptionRequests } from '../../db/schema/redemption';
import { findWineLabels } from '../wine/wine-module';

export type RedemptionRow = typeof redemptionRequests.$inferSelect;
export type NewRedemptionRow = typeof redemptionRequests.$inferInsert;

/** A request with the name and vintage of its wine, as the member's list shows it. */
export type RedemptionWithWine = RedemptionRow & { wineName: string; vintage: number };

/** Each request with its wine's name and vintage (read through the wine module). */
async function withWineLabels(db: Executor, rows: RedemptionRow[]): Promise<RedemptionWithWine[]> {
  const labels = await findWineLabels(
    db,
    rows.map((r) => r.wineAssetId),
  );
  return rows.flatMap((row) => {
    const label = labels.get(row.wineAssetId);
    return label ? [{ ...row, wineName: label.name, vintage: label.vintage }] : [];
  });
}

/** Bottles of an asset reserved by pending and approved requests. */
export async function reservedBottles(tx: Executor, wineAssetId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<string>`coalesce(sum(${redemptionRequests.bottles}), 0)` })
    .from(redemptionRequests)
    .where(
      and(eq(redemptionRequests.wineAssetId, wineAssetId), inArray(redemptionRequests.status, [...RESERVING_STATUSES])),
    );
  return Number(row?.n ?? 0);
}

/** Inserts a request; undefined when the member's Idempotency-Key was already used. */
export async function insertRedemptionOnce(tx: Executor, row: NewRedemptionRow): Promise<RedemptionRow | undefined> {
  const [inserted] = await tx.insert(redemptionRequests).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findRedemptionByKey(db: Executor, userId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(redemptionRequests)
    .where(and(eq(redemptionRequests.userId, userId), eq(redemptionRequests.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** The member's own request, locked; null for an unknown id or another member's request. */
export async function lockOwnRedemption(tx: Executor, id: string, userId: string) {
  const [row] = await tx
    .select()
    .from(redemptionRequests)
    .where(and(eq(redemptionRequests.id, id), eq(redemptionRequests.userId, userId)))
    .for('update');
  return row ?? null;
}

export async function updateRedemption(
  tx: Executor,
  id: string,
  changes: Partial<Pick<RedemptionRow, 'status' | 'holdEntryId' | 'releaseEntryId'>>,
): Promise<void> {
  await tx
    .update(redemptionRequests)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(redemptionRequests.id, id));
}

export async function findRedemptionWithWine(db: Executor, id: string): Promise<RedemptionWithWine | null> {
  const rows = await db.select().from(redemptionRequests).where(eq(redemptionRequests.id, id));
  return (await withWineLabels(db, rows))[0] ?? null;
}

/** The member's requests, newest first. */
export async function findUserRedemptions(db: Executor, userId: string): Promise<RedemptionWithWine[]> {
  const rows = await db
    .select()
    .from(redemptionRequests)
    .where(eq(redemptionRequests.userId, userId))
    .orderBy(desc(redemptionRequests.createdAt), desc(redemptionRequests.id));
  return withWineLabels(db, rows);
}
