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

/** The profile locked for an update in this transaction. */
export async function lockProfile(db: Executor, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.id, id)).for('update');
  return row;
}

/** Every admin locked, so two concurrent demotions cannot both see "another admin is left". */
export async function lockAdminIds(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(eq(userProfiles.role, 'admin'))
    .orderBy(userProfiles.id)
    .for('update');
  return rows.map((r) => r.id);
}

export async function updateProfileStatus(
  db: Executor,
  id: string,
  values: Partial<Pick<ProfileRow, 'role' | 'kycStatus' | 'investorStatus'>>,
  now: Date,
): Promise<ProfileRow> {
  const [row] = await db
    .update(userProfiles)
    .set({ ...values, updatedAt: now })
    .where(eq(userProfiles.id, id))
    .returning();
  if (!row) throw new Error(`Profile ${id} vanished during update`);
  return row;
}

/** The profile's KYC status, kept in step with the KYC module's submissions (the exchange and payments read it). */
export async function setProfileKycStatus(
  db: Executor,
  userId: string,
  kycStatus: ProfileRow['kycStatus'],
): Promise<void> {
  await db.update(userProfiles).set({ kycStatus, updatedAt: new Date() }).where(eq(userProfiles.id, userId));
}
