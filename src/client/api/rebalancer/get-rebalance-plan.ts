/** GET /api/v1/me/rebalancer/plan: the assets table, actions and orders, with the saved settings. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { RebalancePlanSchema, type RebalancePlan } from '../../../contracts/rebalancer';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { rebalancerKeys } from './keys';

export function getRebalancePlan(signal?: AbortSignal): Promise<RebalancePlan> {
  return api.get(apiPaths.rebalancer.plan, { signal, schema: RebalancePlanSchema });
}

export const getRebalancePlanQueryOptions = () =>
  queryOptions({
    queryKey: rebalancerKeys.plan(),
    queryFn: ({ signal }) => getRebalancePlan(signal),
    ...queryPolicy.rebalancer.plan,
  });

export const useRebalancePlan = () => useQuery(getRebalancePlanQueryOptions());
