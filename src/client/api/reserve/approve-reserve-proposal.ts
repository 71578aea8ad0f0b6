/** POST /api/v1/admin/reserve/proposals/:id/approve: apply another admin's proposal (four eyes). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { ReserveProposalSchema, type ReserveProposal } from '../../../contracts/reserve-admin';
import { api } from '../../lib/api-client';
import { invalidateReserveChange } from './invalidate-reserve-change';

export function approveReserveProposal(id: string): Promise<ReserveProposal> {
  return api.post(
    apiPaths.reserve.adminApprove.replace(':id', encodeURIComponent(id)),
    {},
    { schema: ReserveProposalSchema, fallbackMessage: 'Failed to approve the proposal' },
  );
}

export function useApproveReserveProposal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveReserveProposal, onSettled: () => invalidateReserveChange(queryClient) });
}
