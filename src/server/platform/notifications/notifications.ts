import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  type: string;
  title: string;
  message: string;
  link?: string;
}

/** Raises a notification; pass the transaction of the change it reports. */
export async function createNotification(executor: Executor, n: NewNotification): Promise<void> {
  await executor.insert(notifications).values({ ...n, link: n.link ?? null });
}

export async function findNotifications(
  executor: Executor,
  userId: string,
  limit: number,
): Promise<{ items: NotificationRow[]; unread: number }> {
  const [items, unread] = await Promise.all([
    executor
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt))
      .limit(limit),
    executor
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return { items, unread: unread[0]?.n ?? 0 };
}

/** Marks the user's notifications read (all, or the given ids); other users' rows are untouched. */
export async function markNotificationsRead(executor: Executor, userId: string, ids?: string[]): Promise<void> {
  const owned = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const where = ids?.length
    ? and(
        owned,
        sql`${notifications.id} in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      )
    : owned;
  await executor.update(notifications).set({ readAt: new Date() }).where(where);
}
