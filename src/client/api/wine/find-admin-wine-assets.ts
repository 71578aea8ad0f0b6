/** GET /api/v1/admin/wine-assets: Wine Inventory (search, category, region, active/retired). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AdminWineListSchema, type AdminWineList, type AdminWineListQuery } from '../../../contracts/admin-wine';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { wineKeys } from './keys';

export type AdminWineFilters = Required<AdminWineListQuery>;

export function findAdminWineAssets(filters: AdminWineFilters, signal?: AbortSignal): Promise<AdminWineList> {
  return api.get(apiPaths.admin.wineAssets, {
    signal,
    query: { q: filters.q || undefined, category: filters.category, region: filters.region, status: filters.status },
    schema: AdminWineListSchema,
    fallbackMessage: 'Failed to load wine assets',
  });
}

export const findAdminWineAssetsQueryOptions = (filters: AdminWineFilters) =>
  queryOptions({
    queryKey: wineKeys.adminList(filters.q, filters.category, filters.region, filters.status),
    queryFn: ({ signal }) => findAdminWineAssets(filters, signal),
    ...queryPolicy.wine.adminAssets,
    // The table stays on screen while a new search loads.
    placeholderData: keepPreviousData,
  });

export function useAdminWineAssets(filters: AdminWineFilters) {
  return useQuery(findAdminWineAssetsQueryOptions(filters));
}
