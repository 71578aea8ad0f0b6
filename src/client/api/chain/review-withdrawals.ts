/**
 * Admin review queue of withdrawals above the threshold: GET the queue, POST approve (sent to the
 * chain) or reject with a reason (VINO back to the investor).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminWithdrawalListSchema,
  chainApiPaths,
  WithdrawalSchema,
  type AdminWithdrawalList,
  type Withdrawal,
} from '../../../contracts/chain';
import { api } from '../../lib/api-client';
import { chainKeys } from './keys';

export function findWithdrawalReviewQueue(signal?: AbortSignal): Promise<AdminWithdrawalList> {
  return api.get(chainApiPaths.adminWithdrawals, {
    signal,
    schema: AdminWithdrawalListSchema,
    fallbackMessage: 'Failed to load the withdrawal review queue',
  });
}

export function useWithdrawalReviewQueue() {
  return useQuery({ queryKey: chainKeys.reviewQueue(), queryFn: ({ signal }) => findWithdrawalReviewQueue(signal) });
}

export function approveWithdrawal(id: string): Promise<Withdrawal> {
  return api.post(
    chainApiPaths.forId(chainApiPaths.adminApprove, id),
    {},
    {
      schema: WithdrawalSchema,
      fallbackMessage: 'The withdrawal could not be approved.',
    },
  );
}

export function rejectWithdrawal(id: string, reason: string): Promise<Withdrawal> {
  return api.post(
    chainApiPaths.forId(chainApiPaths.adminReject, id),
    { reason },
    {
      schema: WithdrawalSchema,
      fallbackMessage: 'The withdrawal could not be rejected.',
    },
  );
}

export function useReviewWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: string; approve: true } | { id: string; approve: false; reason: string }) =>
      decision.approve ? approveWithdrawal(decision.id) : rejectWithdrawal(decision.id, decision.reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chainKeys.reviewQueue() }),
  });
}
