/** POST /api/v1/admin/kyc/submissions/:id/claim — take a pending case (409 when another reviewer has it). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KycSubmissionSchema, kycApiPaths, type KycSubmission } from '../../../contracts/kyc';
import { api } from '../../lib/api-client';
import { kycKeys } from './keys';

export function claimKycSubmission(id: string): Promise<KycSubmission> {
  return api.post(kycApiPaths.forId(kycApiPaths.adminClaim, id), {}, { schema: KycSubmissionSchema });
}

export function useClaimKycSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimKycSubmission,
    // Won or lost, the queue shows the case's current reviewer afterwards.
    onSettled: () => queryClient.invalidateQueries({ queryKey: kycKeys.queues() }),
  });
}
