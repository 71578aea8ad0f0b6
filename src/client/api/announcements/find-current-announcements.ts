/**
 * GET /api/v1/announcements: what the app shows the caller now (their audience, not dismissed).
 *
 * Shell query (the banner is on every page): the schema loads with the request, keeping zod out
 * of the initial JS (src/client/api/README.md).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { CurrentAnnouncementsResponse } from '../../../contracts/announcements';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { announcementsKeys } from './keys';

const loadSchema = () => import('../../../contracts/announcements').then((m) => m.CurrentAnnouncementsResponseSchema);

export function findCurrentAnnouncements(signal?: AbortSignal): Promise<CurrentAnnouncementsResponse> {
  return api.get(apiPaths.announcements.current, { signal, schema: loadSchema });
}

export const findCurrentAnnouncementsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: announcementsKeys.current(userId),
    queryFn: ({ signal }) => findCurrentAnnouncements(signal),
    ...queryPolicy.announcements.current,
  });

/** `viewer.isReady` false while the session loads: the first answer is then already the right one. */
export function useCurrentAnnouncements(viewer: { userId: string | null; isReady: boolean }) {
  return useQuery({ ...findCurrentAnnouncementsQueryOptions(viewer.userId), enabled: viewer.isReady });
}
