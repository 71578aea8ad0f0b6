/** POST /api/v1/me/chain/withdrawals: VINO from my balance to one of my verified wallets. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chainApiPaths, WithdrawalSchema, type CreateWithdrawal, type Withdrawal } from '../../../contracts/chain';
import { api } from '../../lib/api-client';
import { chainKeys } from './keys';

export function createWithdrawal(body: CreateWithdrawal): Promise<Withdrawal> {
  return api.post(chainApiPaths.withdrawals, body, {
    schema: WithdrawalSchema,
    fallbackMessage: 'Your withdrawal could not be requested. Please try again.',
  });
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chainKeys.withdrawals() }),
  });
}
