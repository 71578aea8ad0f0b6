/** POST /api/v1/admin/reserve/proposals: propose a reserve change; it applies when another admin approves. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import {
  ReserveProposalSchema,
  type CreateReserveProposal,
  type ReserveProposal,
} from '../../../contracts/reserve-admin';
import { api } from '../../lib/api-client';
import { reserveKeys } from './keys';

export function createReserveProposal(input: CreateReserveProposal): Promise<ReserveProposal> {
  return api.post(apiPaths.reserve.adminProposals, input, {
    schema: ReserveProposalSchema,
    fallbackMessage: 'Failed to propose the change',
  });
}

export function useCreateReserveProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReserveProposal,
    // Nothing in the reserve moves yet: only the pending list changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reserveKeys.adminProposals() }),
  });
}
