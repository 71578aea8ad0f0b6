/** GET /api/v1/admin/announcements: every announcement with its state (Content Management → Announcements). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import {
  AdminAnnouncementListResponseSchema,
  type AdminAnnouncementListResponse,
} from '../../../contracts/announcements';
import { api } from '../../lib/api-client';
import { announcementsKeys } from './keys';

export function findAdminAnnouncements(signal?: AbortSignal): Promise<AdminAnnouncementListResponse> {
  return api.get(apiPaths.admin.announcements, {
    signal,
    schema: AdminAnnouncementListResponseSchema,
    fallbackMessage: 'Failed to load announcements',
  });
}

export const findAdminAnnouncementsQueryOptions = () =>
  queryOptions({ queryKey: announcementsKeys.admin(), queryFn: ({ signal }) => findAdminAnnouncements(signal) });

export function useAdminAnnouncements() {
  return useQuery(findAdminAnnouncementsQueryOptions());
}
