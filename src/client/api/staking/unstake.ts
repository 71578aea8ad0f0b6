/** POST /api/v1/me/stakes/{id}/unstake: ends a stake (with its rewards, or its early-exit penalty). */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { UnstakeResponseSchema, type UnstakeResponse } from '../../../contracts/staking';
import { api } from '../../lib/api-client';
import { useInvalidateAfterStakeChange } from './invalidate-after-stake-change';

export function unstake(stakeId: string): Promise<UnstakeResponse> {
  return api.post(apiPaths.staking.forStake(apiPaths.staking.unstake, stakeId), {}, { schema: UnstakeResponseSchema });
}

export function useUnstake() {
  const refresh = useInvalidateAfterStakeChange();
  return useMutation({ mutationFn: unstake, onSettled: refresh });
}
