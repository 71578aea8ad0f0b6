import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { WineShowcaseResponse } from '../../../contracts/wine';
import { api } from '../../lib/api-client';

export function getWineShowcase(signal?: AbortSignal): Promise<WineShowcaseResponse> {
  return api.get<WineShowcaseResponse>(apiPaths.wineShowcase, { signal });
}

export function getWineShowcaseQueryOptions() {
  return queryOptions({
    queryKey: ['wine-assets', 'showcase'] as const,
    queryFn: ({ signal }) => getWineShowcase(signal),
    // Valuations change with appraisals, not by the second: five minutes is fresh enough.
    staleTime: 300_000,
  });
}

export function useWineShowcase() {
  return useQuery(getWineShowcaseQueryOptions());
}
