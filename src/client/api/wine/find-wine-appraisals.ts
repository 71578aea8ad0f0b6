/** GET /api/v1/admin/wine-assets/:id/appraisals: an asset's value history, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AppraisalHistorySchema, type AppraisalHistory } from '../../../contracts/admin-wine';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { wineKeys } from './keys';

export function findWineAppraisals(id: string, signal?: AbortSignal): Promise<AppraisalHistory> {
  return api.get(apiPaths.admin.withId(apiPaths.admin.wineAppraisals, id), {
    signal,
    schema: AppraisalHistorySchema,
    fallbackMessage: 'Failed to load the value history',
  });
}

export const findWineAppraisalsQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: wineKeys.adminAppraisals(id ?? ''),
    queryFn: ({ signal }) => findWineAppraisals(id!, signal),
    enabled: id !== null,
    ...queryPolicy.wine.adminAppraisals,
  });

export const useWineAppraisals = (id: string | null) => useQuery(findWineAppraisalsQueryOptions(id));
