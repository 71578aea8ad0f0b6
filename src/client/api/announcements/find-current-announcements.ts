/**
 * GET /api/v1/announcements: what the app shows the caller now (their audience, not dismissed).
 *
 * Shell query (the banner is on every page and asks on mount): typed with the contract, not
 * zod-parsed, like the other first-screen queries (ADR 008; see metrics/get-platform-metrics.ts).
 * A lazily loaded schema would still load zod (25 KB gzip) before the home page's first render.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { CurrentAnnouncementsResponse } from '../../../contracts/announcements';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { announcementsKeys } from './keys';

export function findCurrentAnnouncements(signal?: AbortSignal): Promise<CurrentAnnouncementsResponse> {
  return api.get<CurrentAnnouncementsResponse>(apiPaths.announcements.current, { signal });
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
