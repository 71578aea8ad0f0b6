/** GET /api/v1/admin/reserve/proposals/decided: approved and rejected reserve proposals, latest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { ReserveProposalListSchema } from '../../../contracts/reserve-admin';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { reserveKeys } from './keys';

export function findDecidedReserveProposals(signal?: AbortSignal) {
  return api.get(apiPaths.reserve.adminProposalHistory, {
    signal,
    schema: ReserveProposalListSchema,
    fallbackMessage: 'Failed to load the decided proposals',
  });
}

export function findDecidedReserveProposalsQueryOptions() {
  return queryOptions({
    queryKey: reserveKeys.decidedProposals(),
    queryFn: ({ signal }) => findDecidedReserveProposals(signal),
    ...queryPolicy.reserve.adminProposals,
  });
}

export function useDecidedReserveProposals() {
  return useQuery(findDecidedReserveProposalsQueryOptions());
}
