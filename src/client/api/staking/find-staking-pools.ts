/** GET /api/v1/staking/pools: the pools with their terms and totals (public). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { StakingPoolsResponseSchema, type StakingPoolsResponse } from '../../../contracts/staking';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { stakingKeys } from './keys';

export function findStakingPools(signal?: AbortSignal): Promise<StakingPoolsResponse> {
  return api.get(apiPaths.staking.pools, { signal, schema: StakingPoolsResponseSchema });
}

export const findStakingPoolsQueryOptions = () =>
  queryOptions({
    queryKey: stakingKeys.pools(),
    queryFn: ({ signal }) => findStakingPools(signal),
    ...queryPolicy.staking.pools,
  });

export function useStakingPools() {
  return useQuery(findStakingPoolsQueryOptions());
}
