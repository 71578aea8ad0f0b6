/** GET /api/v1/me/stakes: my staking positions with their accrued rewards (staking page, wallet's DeFi tab). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { MyStakesResponseSchema, type MyStakesResponse } from '../../../contracts/staking';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { stakingKeys } from './keys';

export function findMyStakes(signal?: AbortSignal): Promise<MyStakesResponse> {
  return api.get(apiPaths.staking.myStakes, { signal, schema: MyStakesResponseSchema });
}

export const findMyStakesQueryOptions = (isSignedIn = true) =>
  queryOptions({
    queryKey: stakingKeys.myStakes(),
    queryFn: ({ signal }) => findMyStakes(signal),
    enabled: isSignedIn,
    ...queryPolicy.staking.myStakes,
  });

export function useMyStakes(isSignedIn = true) {
  return useQuery(findMyStakesQueryOptions(isSignedIn));
}
