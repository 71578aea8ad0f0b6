/** POST /api/v1/admin/kyc/submissions/:id/approve — the user's KYC status becomes approved. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KycSubmissionSchema, kycApiPaths, type KycSubmission } from '../../../contracts/kyc';
import { api } from '../../lib/api-client';

export function approveKycSubmission(id: string): Promise<KycSubmission> {
  return api.post(kycApiPaths.forId(kycApiPaths.adminApprove, id), {}, { schema: KycSubmissionSchema });
}

export function useApproveKycSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveKycSubmission,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
