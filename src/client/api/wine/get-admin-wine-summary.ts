/** GET /api/v1/admin/wine-assets/summary: the four tiles, tokenization metrics and appraisal counts. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminWineSummarySchema, type AdminWineSummary } from '../../../contracts/admin-wine';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { wineKeys } from './keys';

export function getAdminWineSummary(signal?: AbortSignal): Promise<AdminWineSummary> {
  return api.get(apiPaths.admin.wineAssetsSummary, {
    signal,
    schema: AdminWineSummarySchema,
    fallbackMessage: 'Failed to load the wine figures',
  });
}

export const getAdminWineSummaryQueryOptions = () =>
  queryOptions({
    queryKey: wineKeys.adminSummary(),
    queryFn: ({ signal }) => getAdminWineSummary(signal),
    ...queryPolicy.wine.adminSummary,
  });

export const useAdminWineSummary = () => useQuery(getAdminWineSummaryQueryOptions());
