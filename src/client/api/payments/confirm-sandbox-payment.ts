/**
 * POST /api/sandbox/confirm-payment: the sandbox's stand-in for the provider's confirm-card-payment.
 * A declined card answers status 'failed' with the provider's message; malformed card fields are a
 * 400 with `fields.number/expiry/cvc`. Bank and crypto payments confirm without a card and stay
 * 'processing' until settled.
 */
import { apiPaths } from '../../../contracts/api-paths';
import type { PaymentStatusResponse, SandboxConfirmPaymentRequest } from '../../../contracts/payments';
import { api } from '../../lib/api-client';

export function confirmSandboxPayment(request: SandboxConfirmPaymentRequest): Promise<PaymentStatusResponse> {
  return api.post(apiPaths.payments.sandboxConfirmPayment, request, {
    schema: () => import('../../../contracts/payments').then((m) => m.PaymentStatusResponseSchema),
  });
}
