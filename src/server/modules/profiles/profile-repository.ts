import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userProfiles } from '../../db/schema/profiles';

export type ProfileRow = typeof userProfiles.$inferSelect;
export type ProfileInsert = typeof userProfiles.$inferInsert;
export type ProfileUpdate = Partial<Omit<ProfileInsert, 'id' | 'email' | 'createdAt' | 'updatedAt'>>;

export async function findProfileById(db: Executor, id: string): Promise<ProfileRow | undefined> {
  const rows = await db.select().from(userProfiles).where(eq(userProfiles.id, id)).limit(1);
  return rows[0];
}

/** Inserts the default profile; a concurrent first load may have inserted it already. */
export async function insertDefaultProfile(db: Executor, values: ProfileInsert): Promise<void> {
  await db.insert(userProfiles).values(values).onConflictDoNothing({ target: userProfiles.id });
}

export async function updateProfileById(
  db: Executor,
  id: string,
  patch: ProfileUpdate,
): Promise<ProfileRow | undefined> {
  const rows = await db
    .update(userProfiles)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(userProfiles.id, id))
    .returning();
  return rows[0];
}
