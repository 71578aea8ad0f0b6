import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { rebalancerSettings, rebalances } from '../../db/schema/rebalancer';

export type RebalancerSettingsRow = typeof rebalancerSettings.$inferSelect;
export type RebalanceRow = typeof rebalances.$inferSelect;
export type NewRebalanceRow = typeof rebalances.$inferInsert;

export async function findRebalancerSettings(db: Executor, userId: string): Promise<RebalancerSettingsRow | null> {
  const rows = await db.select().from(rebalancerSettings).where(eq(rebalancerSettings.userId, userId)).limit(1);
  return rows[0] ?? null;
}

export async function upsertRebalancerSettings(
  db: Executor,
  row: Omit<RebalancerSettingsRow, 'updatedAt'> & { updatedAt: Date },
): Promise<void> {
  await db
    .insert(rebalancerSettings)
    .values(row)
    .onConflictDoUpdate({
      target: rebalancerSettings.userId,
      set: {
        targets: row.targets,
        threshold: row.threshold,
        isAutoRebalance: row.isAutoRebalance,
        updatedAt: row.updatedAt,
      },
    });
}

/** Users with auto-rebalance on, with what placing an order on their behalf needs. */
export async function findAutoRebalanceOwners(db: Executor): Promise<{ id: string; email: string; name: string }[]> {
  return db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(rebalancerSettings)
    .innerJoin(user, eq(user.id, rebalancerSettings.userId))
    .where(eq(rebalancerSettings.isAutoRebalance, true));
}

export async function findOwner(
  db: Executor,
  userId: string,
): Promise<{ id: string; email: string; name: string } | null> {
  const rows = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** Claims (user, key) for a new rebalance; null when that key was used already. */
export async function insertRebalance(db: Executor, row: NewRebalanceRow): Promise<RebalanceRow | null> {
  const rows = await db
    .insert(rebalances)
    .values(row)
    .onConflictDoNothing({ target: [rebalances.userId, rebalances.idempotencyKey] })
    .returning();
  return rows[0] ?? null;
}

export async function findRebalanceByKey(db: Executor, userId: string, key: string): Promise<RebalanceRow | null> {
  const rows = await db
    .select()
    .from(rebalances)
    .where(and(eq(rebalances.userId, userId), eq(rebalances.idempotencyKey, key)))
    .limit(1);
  return rows[0] ?? null;
}

export async function completeRebalance(
  db: Executor,
  id: string,
  outcome: Pick<RebalanceRow, 'status' | 'orders'> & { completedAt: Date },
): Promise<RebalanceRow> {
  const rows = await db.update(rebalances).set(outcome).where(eq(rebalances.id, id)).returning();
  return rows[0]!;
}

export async function findRebalances(db: Executor, userId: string, limit: number): Promise<RebalanceRow[]> {
  return db
    .select()
    .from(rebalances)
    .where(eq(rebalances.userId, userId))
    .orderBy(desc(rebalances.createdAt))
    .limit(limit);
}
