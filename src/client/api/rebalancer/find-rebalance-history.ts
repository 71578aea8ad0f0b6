/** GET /api/v1/me/rebalancer/history: my past rebalances. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { RebalanceHistorySchema, type RebalanceHistory } from '../../../contracts/rebalancer';
import { api } from '../../lib/api-client';
import { rebalancerKeys } from './keys';

export function findRebalanceHistory(signal?: AbortSignal): Promise<RebalanceHistory> {
  return api.get(apiPaths.rebalancer.history, { signal, schema: RebalanceHistorySchema });
}

export const findRebalanceHistoryQueryOptions = () =>
  queryOptions({ queryKey: rebalancerKeys.history(), queryFn: ({ signal }) => findRebalanceHistory(signal) });

export const useRebalanceHistory = () => useQuery(findRebalanceHistoryQueryOptions());
