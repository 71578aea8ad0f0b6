/** GET /api/v1/wine-assets/summary: the catalogue's totals and regions (the wine page's hero and portfolio tab). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { WineSummary } from '../../../contracts/wine';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { wineKeys } from './keys';

export function getWineSummary(signal?: AbortSignal): Promise<WineSummary> {
  return api.get(apiPaths.wine.summary, {
    signal,
    schema: () => import('../../../contracts/wine').then((m) => m.WineSummarySchema),
  });
}

export function getWineSummaryQueryOptions() {
  return queryOptions({
    queryKey: wineKeys.summary(),
    queryFn: ({ signal }) => getWineSummary(signal),
    ...queryPolicy.wine.summary,
  });
}

export function useWineSummary() {
  return useQuery(getWineSummaryQueryOptions());
}
