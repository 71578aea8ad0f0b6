/** POST /api/v1/admin/kyc/submissions/:id/reject — with a non-empty reason, stored as review notes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KycSubmissionSchema, kycApiPaths, type KycSubmission } from '../../../contracts/kyc';
import { api } from '../../lib/api-client';
import { adminKeys } from '../admin/keys';

export function rejectKycSubmission(input: { id: string; reason: string }): Promise<KycSubmission> {
  return api.post(
    kycApiPaths.forId(kycApiPaths.adminReject, input.id),
    { reason: input.reason },
    { schema: KycSubmissionSchema },
  );
}

export function useRejectKycSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectKycSubmission,
    // The queue, the user's KYC status in All Users and the overview's pending count all move.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}
