/** GET /api/v1/admin/storage-facilities: the vaults with the bottles and assets they hold. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminStorageFacilityListSchema, type AdminStorageFacilityList } from '../../../contracts/admin-wine';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { wineKeys } from './keys';

export function findAdminStorageFacilities(signal?: AbortSignal): Promise<AdminStorageFacilityList> {
  return api.get(apiPaths.admin.storageFacilities, {
    signal,
    schema: AdminStorageFacilityListSchema,
    fallbackMessage: 'Failed to load storage facilities',
  });
}

export const findAdminStorageFacilitiesQueryOptions = () =>
  queryOptions({
    queryKey: wineKeys.adminFacilities(),
    queryFn: ({ signal }) => findAdminStorageFacilities(signal),
    ...queryPolicy.wine.adminFacilities,
  });

export const useAdminStorageFacilities = () => useQuery(findAdminStorageFacilitiesQueryOptions());
