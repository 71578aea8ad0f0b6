/**
 * GET /api/v1/me/notifications: newest first, with the unread count. One entry for the navigation
 * bell (first 10) and the dashboard's Notifications tab, so marking read in one updates the other.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { NotificationList } from '../../../contracts/notifications';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { notificationsKeys } from './keys';

export function findMyNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return api.get(apiPaths.myNotifications, {
    signal,
    schema: () => import('../../../contracts/notifications').then((m) => m.NotificationListSchema),
    fallbackMessage: 'Failed to load notifications',
  });
}

export const findMyNotificationsQueryOptions = (isSignedIn = true) =>
  queryOptions({
    queryKey: notificationsKeys.mine(),
    queryFn: ({ signal }) => findMyNotifications(signal),
    enabled: isSignedIn,
    ...queryPolicy.notifications.mine,
  });

export function useMyNotifications(isSignedIn = true) {
  return useQuery(findMyNotificationsQueryOptions(isSignedIn));
}
