/** GET /api/v1/storage-facilities: the vaults holding the bottles (the wine page's Vault tab). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { StorageFacilityList } from '../../../contracts/wine';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { wineKeys } from './keys';

export function findStorageFacilities(signal?: AbortSignal): Promise<StorageFacilityList> {
  return api.get(apiPaths.wine.storageFacilities, {
    signal,
    schema: () => import('../../../contracts/wine').then((m) => m.StorageFacilityListSchema),
  });
}

export function findStorageFacilitiesQueryOptions() {
  return queryOptions({
    queryKey: wineKeys.storageFacilities(),
    queryFn: ({ signal }) => findStorageFacilities(signal),
    ...queryPolicy.wine.storageFacilities,
  });
}

export function useStorageFacilities() {
  return useQuery(findStorageFacilitiesQueryOptions());
}
