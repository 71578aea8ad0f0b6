/**
 * POST /api/v1/me/notifications/read: some ids, or none for "mark all read". Marks read at once in
 * the cache (the unread count never below 0), then asks the server and re-reads the list.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { NotificationList } from '../../../contracts/notifications';
import { api } from '../../lib/api-client';
import { notificationsKeys } from './keys';

export function markNotificationsRead(ids?: string[]): Promise<{ ok: true }> {
  return api.post(apiPaths.myNotificationsRead, ids ? { ids } : {}, {
    schema: () => import('../../../contracts/notifications').then((m) => m.MarkNotificationsReadResponseSchema),
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => markNotificationsRead(ids),
    onMutate: (ids?: string[]) => {
      queryClient.setQueryData<NotificationList>(notificationsKeys.mine(), (current) => {
        if (!current) return current;
        const marks = (id: string) => !ids || ids.includes(id);
        const newlyRead = current.items.filter((n) => !n.read && marks(n.id)).length;
        return {
          items: current.items.map((n) => (marks(n.id) ? { ...n, read: true } : n)),
          unread: ids ? Math.max(0, current.unread - newlyRead) : 0,
        };
      });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: notificationsKeys.mine() }),
  });
}
