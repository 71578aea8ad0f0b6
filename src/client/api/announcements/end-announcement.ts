/** POST /api/v1/admin/announcements/:id/end: end an announcement early (the app stops showing it at once). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { AdminAnnouncementSchema } from '../../../contracts/announcements';
import { api } from '../../lib/api-client';
import { announcementsKeys } from './keys';

export function endAnnouncement(id: string) {
  return api.post(
    apiPaths.admin.withId(apiPaths.admin.endAnnouncement, id),
    {},
    { schema: AdminAnnouncementSchema, fallbackMessage: 'Failed to end the announcement' },
  );
}

export function useEndAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsKeys.all() }),
  });
}
