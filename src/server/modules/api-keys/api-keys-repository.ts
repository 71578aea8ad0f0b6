import { and, count, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { apiKeys } from '../../db/schema/api-keys';
import { user } from '../../db/schema/auth';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

const active = (userId: string) => and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt));

/** Serialises one user's key creations (limits are counted, then a key inserted). */
export async function lockUser(db: Executor, userId: string): Promise<void> {
  await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
}

export function findActiveKeys(db: Executor, userId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(active(userId)).orderBy(desc(apiKeys.createdAt));
}

export async function countActiveKeys(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiKeys).where(active(userId));
  return row?.n ?? 0;
}

/** Keys (revoked ones included) created in the last hour, on the database's clock like created_at. */
export async function countKeysCreatedInLastHour(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), gte(apiKeys.createdAt, sql`now() - interval '1 hour'`)));
  return row?.n ?? 0;
}

export async function insertKey(
  db: Executor,
  values: { userId: string; name: string; prefix: string; keyHash: string },
): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

/** Revokes one of the user's active keys; null when there is none with that id. */
export async function revokeUserKey(db: Executor, userId: string, id: string): Promise<ApiKeyRow | null> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), active(userId)))
    .returning();
  return row ?? null;
}

/** The key with `keyHash` and its owner (revoked keys included, so the caller can tell them apart). */
export async function findKeyWithOwner(db: Executor, keyHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      owner: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified },
    })
    .from(apiKeys)
    .innerJoin(user, eq(user.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, keyHash))
    .limit(1);
  return row ?? null;
}

/**
 * Sets last_used_at unless it was set within `minIntervalSeconds`; the condition in the UPDATE keeps
 * concurrent requests (and other app nodes) from writing more than once per interval.
 */
export async function touchLastUsed(db: Executor, id: string, minIntervalSeconds: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, id),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, sql`now() - make_interval(secs => ${minIntervalSeconds})`),
        ),
      ),
    );
}
