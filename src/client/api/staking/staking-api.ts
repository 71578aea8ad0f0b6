/**
 * Staking calls: pools (public), my stakes, stake, claim, unstake, and my VINO balance (ledger).
 * Every change refreshes the stakes, the pools' totals and the balances.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { BalancesResponse } from '../../../contracts/ledger';
import {
  ClaimResponseSchema,
  MyStakesResponseSchema,
  StakeResponseSchema,
  StakingPoolsResponseSchema,
  UnstakeResponseSchema,
  type CreateStakeRequest,
} from '../../../contracts/staking';
import { channels } from '../../../contracts/realtime';
import { api } from '../../lib/api-client';
import { useChannel } from '../../lib/use-channel';

const POOLS_KEY = ['staking', 'pools'] as const;
const MY_STAKES_KEY = ['me', 'stakes'] as const;
/** The same key the trading forms use, so a stake updates their available balance too. */
const BALANCES_KEY = ['me', 'balances'] as const;

/** Rewards grow by the second: the list is read again every 15 s while it is on screen. */
const STAKES_REFRESH_MS = 15_000;

export function useStakingPools() {
  return useQuery({
    queryKey: POOLS_KEY,
    queryFn: ({ signal }) => api.get(apiPaths.staking.pools, { signal, schema: StakingPoolsResponseSchema }),
    staleTime: 15_000,
  });
}

export function useMyStakes(isSignedIn: boolean) {
  return useQuery({
    queryKey: MY_STAKES_KEY,
    queryFn: ({ signal }) => api.get(apiPaths.staking.myStakes, { signal, schema: MyStakesResponseSchema }),
    enabled: isSignedIn,
    refetchInterval: STAKES_REFRESH_MS,
  });
}

export function useVinoBalance(isSignedIn: boolean) {
  return useQuery({
    queryKey: BALANCES_KEY,
    queryFn: ({ signal }) => api.get<BalancesResponse>(apiPaths.myBalances, { signal }),
    enabled: isSignedIn,
    staleTime: 5_000,
    select: (data) => data.balances.find((b) => b.asset === 'VINO')?.available ?? '0',
  });
}

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MY_STAKES_KEY }),
      queryClient.invalidateQueries({ queryKey: POOLS_KEY }),
      queryClient.invalidateQueries({ queryKey: BALANCES_KEY }),
    ]);
}

/**
 * The private `portfolio` channel: a scheduled reward payout (or a stake change on another screen)
 * refreshes the stakes, pools and balances at once instead of on the next poll.
 */
export function useLiveStakingUpdates() {
  const refresh = useRefreshAfter();
  useChannel(
    channels.portfolio,
    (message) => {
      if (message.type === 'portfolio_update') void refresh();
    },
    { onResync: () => void refresh() },
  );
}

export function useCreateStake() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: CreateStakeRequest) => api.post(apiPaths.staking.myStakes, body, { schema: StakeResponseSchema }),
    onSettled: refresh,
  });
}

export function useClaimRewards() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (stakeId: string) =>
      api.post(apiPaths.staking.forStake(apiPaths.staking.claim, stakeId), {}, { schema: ClaimResponseSchema }),
    onSettled: refresh,
  });
}

export function useUnstake() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (stakeId: string) =>
      api.post(apiPaths.staking.forStake(apiPaths.staking.unstake, stakeId), {}, { schema: UnstakeResponseSchema }),
    onSettled: refresh,
  });
}
