/** POST /api/v1/admin/kyc/submissions/:id/approve — the user's KYC status becomes approved. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KycSubmissionSchema, kycApiPaths, type KycSubmission } from '../../../contracts/kyc';
import { api } from '../../lib/api-client';
import { adminKeys } from '../admin/keys';

export function approveKycSubmission(id: string): Promise<KycSubmission> {
  return api.post(kycApiPaths.forId(kycApiPaths.adminApprove, id), {}, { schema: KycSubmissionSchema });
}

export function useApproveKycSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveKycSubmission,
    // The queue, the user's KYC status in All Users and the overview's pending count all move.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}
