/** GET /api/v1/wine-index: the fine-wine index timeline shown on the buy page. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { WineIndex } from '../../../contracts/wine';
import { api } from '../../lib/api-client';

export function getWineIndex(signal?: AbortSignal): Promise<WineIndex> {
  return api.get<WineIndex>(apiPaths.wine.index, { signal });
}

export function useWineIndex() {
  return useQuery(
    queryOptions({
      queryKey: ['wine-index'] as const,
      queryFn: ({ signal }) => getWineIndex(signal),
      staleTime: 300_000,
    }),
  );
}
