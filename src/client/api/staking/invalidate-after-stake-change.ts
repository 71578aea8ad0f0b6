/**
 * What a stake, claim, unstake or reward payout changes: the stakes, the pools' totals and the
 * balances (the trading forms, wallet and buy pages read the same balances entry).
 */
import { useQueryClient } from '@tanstack/react-query';
import { ledgerKeys } from '../ledger/keys';
import { stakingKeys } from './keys';

export function useInvalidateAfterStakeChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: stakingKeys.myStakes() }),
      queryClient.invalidateQueries({ queryKey: stakingKeys.pools() }),
      queryClient.invalidateQueries({ queryKey: ledgerKeys.myBalances() }),
    ]);
}
