import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { WineSummary } from '../../../contracts/wine';
import { api } from '../../lib/api-client';

export function getWineSummary(signal?: AbortSignal): Promise<WineSummary> {
  return api.get<WineSummary>(apiPaths.wine.summary, { signal });
}

export function getWineSummaryQueryOptions() {
  return queryOptions({
    queryKey: ['wine-assets', 'summary'] as const,
    queryFn: ({ signal }) => getWineSummary(signal),
    staleTime: 60_000,
  });
}

export function useWineSummary() {
  return useQuery(getWineSummaryQueryOptions());
}
