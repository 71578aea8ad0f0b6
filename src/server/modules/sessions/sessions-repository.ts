import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { session } from '../../db/schema/auth';

export type SessionRow = typeof session.$inferSelect;

/** The user's sessions that have not expired, newest activity first (at most 50 are shown). */
export function findLiveUserSessions(db: Executor, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
    .orderBy(desc(session.updatedAt))
    .limit(50);
}

/** Better Auth moves updatedAt only when it refreshes a session (daily); a request is activity too. */
export async function touchSession(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(session).set({ updatedAt: now }).where(eq(session.id, id));
}

/** Deletes one of the user's sessions; false when the id is unknown or someone else's. */
export async function deleteUserSession(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(session)
    .where(and(eq(session.id, id), eq(session.userId, userId)))
    .returning({ id: session.id });
  return rows.length > 0;
}

/** Deletes every session of the user except `keepId`; answers the ids that ended. */
export async function deleteOtherUserSessions(db: Executor, userId: string, keepId: string): Promise<string[]> {
  const rows = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, keepId)))
    .returning({ id: session.id });
  return rows.map((r) => r.id);
}
