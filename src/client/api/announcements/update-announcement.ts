/** PUT /api/v1/admin/announcements/:id: edit an announcement that has not ended. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { AdminAnnouncementSchema, type AnnouncementInput } from '../../../contracts/announcements';
import { apiRequest } from '../../lib/api-client';
import { announcementsKeys } from './keys';

export function updateAnnouncement({ id, input }: { id: string; input: AnnouncementInput }) {
  return apiRequest(apiPaths.admin.withId(apiPaths.admin.announcement, id), {
    method: 'PUT',
    body: input,
    schema: AdminAnnouncementSchema,
    fallbackMessage: 'Failed to save the announcement',
  });
}

export function useUpdateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsKeys.all() }),
  });
}
