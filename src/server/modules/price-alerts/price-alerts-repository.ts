import { and, count, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { priceAlerts } from '../../db/schema/price-alerts';

export type PriceAlertRow = typeof priceAlerts.$inferSelect;

export function findUserAlerts(db: Executor, userId: string): Promise<PriceAlertRow[]> {
  return db
    .select()
    .from(priceAlerts)
    .where(eq(priceAlerts.userId, userId))
    .orderBy(desc(priceAlerts.createdAt))
    .limit(100);
}

export async function countActiveAlerts(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(priceAlerts)
    .where(and(eq(priceAlerts.userId, userId), isNull(priceAlerts.triggeredAt)));
  return row?.n ?? 0;
}

export async function insertAlert(
  db: Executor,
  values: { userId: string; market: string; direction: 'above' | 'below'; price: string },
): Promise<PriceAlertRow> {
  const [row] = await db.insert(priceAlerts).values(values).returning();
  return row!;
}

export async function deleteUserAlert(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
    .returning({ id: priceAlerts.id });
  return rows.length > 0;
}

/**
 * Marks every active alert of `market` that `last` has crossed as triggered and returns them. One
 * UPDATE … WHERE triggered_at IS NULL, so two concurrent checks never trigger an alert twice.
 */
export function triggerCrossedAlerts(db: Executor, market: string, last: string): Promise<PriceAlertRow[]> {
  const crossedAbove = and(eq(priceAlerts.direction, 'above'), lte(priceAlerts.price, last));
  const crossedBelow = and(eq(priceAlerts.direction, 'below'), gte(priceAlerts.price, last));
  return db
    .update(priceAlerts)
    .set({ triggeredAt: sql`now()`, triggeredPrice: last })
    .where(
      and(eq(priceAlerts.market, market), isNull(priceAlerts.triggeredAt), sql`(${crossedAbove} or ${crossedBelow})`),
    )
    .returning();
}
