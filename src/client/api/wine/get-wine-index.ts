/** GET /api/v1/wine-index: the fine-wine index timeline (buy page, /investment appreciation chart). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { WineIndexSchema, type WineIndex } from '../../../contracts/wine';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { wineKeys } from './keys';

export function getWineIndex(signal?: AbortSignal): Promise<WineIndex> {
  return api.get(apiPaths.wine.index, { signal, schema: WineIndexSchema });
}

export function getWineIndexQueryOptions() {
  return queryOptions({
    queryKey: wineKeys.index(),
    queryFn: ({ signal }) => getWineIndex(signal),
    ...queryPolicy.wine.index,
  });
}

export function useWineIndex() {
  return useQuery(getWineIndexQueryOptions());
}
