/** GET /api/v1/admin/reserve/proposals: reserve changes waiting for a second admin, oldest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { ReserveProposalListSchema } from '../../../contracts/reserve-admin';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { reserveKeys } from './keys';

export function findPendingReserveProposals(signal?: AbortSignal) {
  return api.get(apiPaths.reserve.adminProposals, {
    signal,
    schema: ReserveProposalListSchema,
    fallbackMessage: 'Failed to load the pending proposals',
  });
}

export function findPendingReserveProposalsQueryOptions() {
  return queryOptions({
    queryKey: reserveKeys.pendingProposals(),
    queryFn: ({ signal }) => findPendingReserveProposals(signal),
    ...queryPolicy.reserve.adminProposals,
  });
}

export function usePendingReserveProposals() {
  return useQuery(findPendingReserveProposalsQueryOptions());
}
