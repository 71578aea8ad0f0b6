/**
 * GET /api/v1/me/notifications (newest first, with the unread count) and POST .../read
 * (some ids, or none for "mark all read"). The bell shows the first 10.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { NotificationList } from '../../../contracts/notifications';
import { api } from '../../lib/api-client';

export const NOTIFICATIONS_QUERY_KEY = ['me', 'notifications'] as const;

export function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return api.get<NotificationList>(apiPaths.myNotifications, { signal });
}

export const getNotificationsQueryOptions = (isSignedIn: boolean) =>
  queryOptions({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => getNotifications(signal),
    enabled: isSignedIn,
    staleTime: 30_000,
  });

export function useNotifications(isSignedIn: boolean) {
  return useQuery(getNotificationsQueryOptions(isSignedIn));
}

/** Marks read at once in the cache (the unread count never below 0), then asks the server. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => api.post(apiPaths.myNotificationsRead, ids ? { ids } : {}),
    onMutate: (ids?: string[]) => {
      queryClient.setQueryData<NotificationList>(NOTIFICATIONS_QUERY_KEY, (current) => {
        if (!current) return current;
        const marks = (id: string) => !ids || ids.includes(id);
        const newlyRead = current.items.filter((n) => !n.read && marks(n.id)).length;
        return {
          items: current.items.map((n) => (marks(n.id) ? { ...n, read: true } : n)),
          unread: ids ? Math.max(0, current.unread - newlyRead) : 0,
        };
      });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
