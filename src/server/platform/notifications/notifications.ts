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

type NotificationListener = (notification: NotificationRow) => void;
const createdListeners = new Set<NotificationListener>();

/**
 * Tells `listener` about every notification created from now on (the realtime hub pushes it to the
 * user's open screens). Returns the function that stops listening.
 */
export function onNotificationCreated(listener: NotificationListener): () => void {
  createdListeners.add(listener);
  return () => createdListeners.delete(listener);
}

/** Raises a notification; pass the transaction of the change it reports. */
export async function createNotification(executor: Executor, n: NewNotification): Promise<void> {
  const [row] = await executor
    .insert(notifications)
    .values({ ...n, link: n.link ?? null })
    .returning();
  // A listener's failure must never undo the change being reported.
  for (const listener of createdListeners) {
    try {
      if (row) listener(row);
    } catch {
      // The notification is stored; the list endpoint still shows it.
    }
  }
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
