/** POST /api/v1/me/redemption-requests/{id}/cancel: cancels a pending request (its VINO is released). */
import { useMutation } from '@tanstack/react-query';
import { RedemptionRequestSchema, redemptionApiPaths, type RedemptionRequest } from '../../../contracts/redemption';
import { api } from '../../lib/api-client';
import { useInvalidateAfterRedemptionChange } from './invalidate-after-redemption-change';

const CANCEL_FAILED = 'The redemption request could not be cancelled. Please try again.';

export function cancelRedemptionRequest(id: string): Promise<RedemptionRequest> {
  return api.post(
    redemptionApiPaths.forId(redemptionApiPaths.cancel, id),
    {},
    { fallbackMessage: CANCEL_FAILED, schema: RedemptionRequestSchema },
  );
}

export function useCancelRedemption() {
  const refresh = useInvalidateAfterRedemptionChange();
  return useMutation({ mutationFn: cancelRedemptionRequest, onSettled: refresh });
}
