/** GET /api/v1/me/chain/withdrawals: my withdrawals to the chain, newest first, refreshed while any moves. */
import { useQuery } from '@tanstack/react-query';
import { chainApiPaths, WithdrawalListSchema, type WithdrawalList } from '../../../contracts/chain';
import { api } from '../../lib/api-client';
import { chainKeys } from './keys';

const IN_FLIGHT = new Set(['requested', 'review', 'broadcast']);

export function findMyWithdrawals(signal?: AbortSignal): Promise<WithdrawalList> {
  return api.get(chainApiPaths.withdrawals, {
    signal,
    schema: WithdrawalListSchema,
    fallbackMessage: 'Failed to load your withdrawals',
  });
}

export function useMyWithdrawals(enabled: boolean) {
  return useQuery({
    queryKey: chainKeys.withdrawals(),
    queryFn: ({ signal }) => findMyWithdrawals(signal),
    enabled,
    // A withdrawal on its way changes state within a few blocks: follow it without a reload.
    refetchInterval: (query) => (query.state.data?.items.some((w) => IN_FLIGHT.has(w.state)) ? 5_000 : false),
  });
}
