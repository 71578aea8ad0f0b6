/** POST /api/v1/me/stakes: stakes VINO in a pool. */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { StakeResponseSchema, type CreateStakeRequest, type StakeResponse } from '../../../contracts/staking';
import { api } from '../../lib/api-client';
import { useInvalidateAfterStakeChange } from './invalidate-after-stake-change';

export function createStake(body: CreateStakeRequest): Promise<StakeResponse> {
  return api.post(apiPaths.staking.myStakes, body, { schema: StakeResponseSchema });
}

export function useCreateStake() {
  const refresh = useInvalidateAfterStakeChange();
  return useMutation({ mutationFn: createStake, onSettled: refresh });
}
