/** POST /api/v1/admin/announcements: Create Announcement. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { AdminAnnouncementSchema, type AnnouncementInput } from '../../../contracts/announcements';
import { api } from '../../lib/api-client';
import { announcementsKeys } from './keys';

export function createAnnouncement(input: AnnouncementInput) {
  return api.post(apiPaths.admin.announcements, input, {
    schema: AdminAnnouncementSchema,
    fallbackMessage: 'Failed to create the announcement',
  });
}

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnnouncement,
    // The admin list and the admin's own banner.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsKeys.all() }),
  });
}
