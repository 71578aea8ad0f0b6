import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { StorageFacilityList } from '../../../contracts/wine';
import { api } from '../../lib/api-client';

export function findStorageFacilities(signal?: AbortSignal): Promise<StorageFacilityList> {
  return api.get<StorageFacilityList>(apiPaths.wine.storageFacilities, { signal });
}

export function findStorageFacilitiesQueryOptions() {
  return queryOptions({
    queryKey: ['wine-assets', 'storage-facilities'] as const,
    queryFn: ({ signal }) => findStorageFacilities(signal),
    staleTime: 300_000,
  });
}

export function useStorageFacilities() {
  return useQuery(findStorageFacilitiesQueryOptions());
}
