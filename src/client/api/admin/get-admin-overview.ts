/** GET /api/v1/admin/overview: the admin Dashboard's figures, refreshed every 30 000 ms (operator spec 9, query-policy). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminOverviewSchema, type AdminOverview } from '../../../contracts/admin-overview';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { adminKeys } from './keys';

export function getAdminOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return api.get(apiPaths.admin.overview, {
    signal,
    schema: AdminOverviewSchema,
    fallbackMessage: 'Failed to load the platform overview',
  });
}

/**
 * Loads on entry and every 30 s. A failed refresh keeps the last figures (React Query keeps `data`
 * and sets `error`): the Dashboard marks them stale instead of showing defaults.
 */
export const adminOverviewQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => getAdminOverview(signal),
    ...queryPolicy.admin.overview,
  });

export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions());
}
