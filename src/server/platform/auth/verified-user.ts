import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema';

export type UserRow = typeof user.$inferSelect;

/** Better Auth compares addresses in lower case; the rows are kept that way too. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(user)
    .where(eq(user.email, normaliseEmail(email)))
    .limit(1);
  return rows[0];
}

/** A user row whose address counts as verified, with no password yet (no credential account). */
export async function insertVerifiedUser(db: Executor, values: { email: string; name: string }): Promise<UserRow> {
  const [row] = await db
    .insert(user)
    .values({ id: randomUUID(), email: normaliseEmail(values.email), name: values.name, emailVerified: true })
    .returning();
  return row!;
}

export async function markEmailVerified(db: Executor, userId: string): Promise<void> {
  await db
    .update(user)
    .set({ emailVerified: true, updatedAt: sql`now()` })
    .where(eq(user.id, userId));
}
