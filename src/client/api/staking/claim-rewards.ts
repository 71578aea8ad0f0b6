/** POST /api/v1/me/stakes/{id}/claim: pays a stake's accrued rewards. */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { ClaimResponseSchema, type ClaimResponse } from '../../../contracts/staking';
import { api } from '../../lib/api-client';
import { useInvalidateAfterStakeChange } from './invalidate-after-stake-change';

export function claimRewards(stakeId: string): Promise<ClaimResponse> {
  return api.post(apiPaths.staking.forStake(apiPaths.staking.claim, stakeId), {}, { schema: ClaimResponseSchema });
}

export function useClaimRewards() {
  const refresh = useInvalidateAfterStakeChange();
  return useMutation({ mutationFn: claimRewards, onSettled: refresh });
}
