/**
 * My notifications, live: the stored list (GET /api/v1/me/notifications) plus each `notification`
 * message of the private channel, put in front with the unread count raised. New unread ones also
 * become toasts; the newest 5 unread are kept (operator spec section 2).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Notification, NotificationList } from '../../../../contracts/notifications';
import { channels, type RealtimeNotification } from '../../../../contracts/realtime';
import { REALTIME_KEPT_NOTIFICATIONS } from '../../../../domain/realtime';
import { useChannel } from '../../../lib/use-channel';
import { useMyNotifications } from '../../../api/notifications/find-my-notifications';
import { notificationsKeys } from '../../../api/notifications/keys';

export const TOASTS_MAX = 5;

export function toStoredShape(n: RealtimeNotification): Notification {
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    message: n.message,
    link: n.link,
    read: n.read,
    createdAt: n.timestamp,
  };
}

export function addNotification(current: NotificationList | undefined, item: Notification): NotificationList {
  const items = current?.items ?? [];
  if (items.some((n) => n.id === item.id)) return current ?? { items, unread: 0 };
  return {
    items: [item, ...items].slice(0, REALTIME_KEPT_NOTIFICATIONS),
    unread: (current?.unread ?? 0) + (item.read ? 0 : 1),
  };
}

export function useLiveNotifications(isSignedIn: boolean) {
  const queryClient = useQueryClient();
  const query = useMyNotifications(isSignedIn);
  const [toasts, setToasts] = useState<Notification[]>([]);

  useChannel(
    isSignedIn ? channels.notifications : null,
    (message) => {
      if (message.type !== 'notification') return;
      const item = toStoredShape(message.data as RealtimeNotification);
      queryClient.setQueryData<NotificationList>(notificationsKeys.mine(), (current) => addNotification(current, item));
      if (!item.read) setToasts((list) => [item, ...list.filter((t) => t.id !== item.id)].slice(0, TOASTS_MAX));
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: notificationsKeys.mine() }) },
  );

  const removeToast = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  return { query, toasts, removeToast };
}
