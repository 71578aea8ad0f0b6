import {
  REALTIME_NOTIFICATION_TYPES,
  type RealtimeNotification,
  type RealtimeNotificationType,
} from '../../../contracts/realtime';
import type { NotificationRow } from '../notifications/notifications';

/**
 * A stored notification as the `notifications` channel carries it (operator spec section 3). Stored
 * types outside the spec's list (e.g. "system") are shown as info.
 */
export function toRealtimeNotification(row: NotificationRow): RealtimeNotification {
  const isKnownType = (REALTIME_NOTIFICATION_TYPES as readonly string[]).includes(row.type);
  return {
    id: row.id,
    type: isKnownType ? (row.type as RealtimeNotificationType) : 'info',
    title: row.title,
    message: row.message,
    timestamp: row.createdAt.toISOString(),
    persistent: true,
    read: row.readAt !== null,
    userId: row.userId,
    link: row.link,
  };
}
