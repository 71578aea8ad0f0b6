/**
 * POST /api/v1/announcements/:id/dismiss: a signed-in person dismisses an announcement (kept on the
 * server, so it stays dismissed on every device). The banner removes it at once, before the answer.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { CurrentAnnouncementsResponse } from '../../../contracts/announcements';
import { api } from '../../lib/api-client';
import { announcementsKeys } from './keys';

const loadSchema = () => import('../../../contracts/announcements').then((m) => m.DismissAnnouncementResponseSchema);

export function dismissAnnouncement(id: string) {
  return api.post(apiPaths.announcements.dismiss.replace(':id', encodeURIComponent(id)), {}, { schema: loadSchema });
}

export function useDismissAnnouncement(userId: string | null) {
  const queryClient = useQueryClient();
  const key = announcementsKeys.current(userId);
  return useMutation({
    mutationFn: dismissAnnouncement,
    onMutate: (id) => {
      queryClient.setQueryData<CurrentAnnouncementsResponse>(key, (data) =>
        data ? { items: data.items.filter((item) => item.id !== id) } : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
