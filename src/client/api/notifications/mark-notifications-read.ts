/** The dashboard's Notifications tab: GET /api/v1/me/notifications and POST .../read (some ids or all). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { NotificationList } from '../../../contracts/notifications';
import { api } from '../../lib/api-client';

// The same key as the navigation bell, so marking read here updates its count too.
export const NOTIFICATIONS_QUERY_KEY = ['me', 'notifications'] as const;

export const myNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) =>
      api.get<NotificationList>(apiPaths.myNotifications, { signal, fallbackMessage: 'Failed to load notifications' }),
    staleTime: 30_000,
  });

export function useMyNotifications() {
  return useQuery(myNotificationsQueryOptions());
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => api.post(apiPaths.myNotificationsRead, ids ? { ids } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
