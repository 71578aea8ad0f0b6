/** POST /api/v1/admin/reserve/proposals/:id/reject: turn down another admin's proposal (four eyes). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { ReserveProposalSchema, type ReserveProposal } from '../../../contracts/reserve-admin';
import { api } from '../../lib/api-client';
import { reserveKeys } from './keys';

export function rejectReserveProposal(id: string): Promise<ReserveProposal> {
  return api.post(
    apiPaths.reserve.adminReject.replace(':id', encodeURIComponent(id)),
    {},
    { schema: ReserveProposalSchema, fallbackMessage: 'Failed to reject the proposal' },
  );
}

export function useRejectReserveProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectReserveProposal,
    // A rejection moves nothing in the reserve: only the lists change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reserveKeys.adminProposals() }),
  });
}
