/** POST /api/v1/redemption-requests: submits a request (Idempotency-Key per attempt, as payments). */
import { useMutation } from '@tanstack/react-query';
import {
  RedemptionRequestSchema,
  redemptionApiPaths,
  type CreateRedemptionRequest,
  type RedemptionRequest,
} from '../../../contracts/redemption';
import { idempotentPost } from '../../lib/idempotent-post';
import { useInvalidateAfterRedemptionChange } from './invalidate-after-redemption-change';

const SUBMIT_FAILED = 'Your redemption request could not be submitted. Please try again.';

export function createRedemptionRequest(
  body: CreateRedemptionRequest,
  idempotencyKey: string,
): Promise<RedemptionRequest> {
  return idempotentPost(redemptionApiPaths.create, body, idempotencyKey, SUBMIT_FAILED, RedemptionRequestSchema);
}

export function useCreateRedemption() {
  const refresh = useInvalidateAfterRedemptionChange();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateRedemptionRequest; idempotencyKey: string }) =>
      createRedemptionRequest(body, idempotencyKey),
    onSuccess: refresh,
  });
}
