/** Submitting and cancelling move VINO between available and held: the requests and the balances are re-read. */
import { useQueryClient } from '@tanstack/react-query';
import { ledgerKeys } from '../ledger/keys';
import { redemptionKeys } from './keys';

export function useInvalidateAfterRedemptionChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: redemptionKeys.mine() }),
      queryClient.invalidateQueries({ queryKey: ledgerKeys.myBalances() }),
    ]);
}
