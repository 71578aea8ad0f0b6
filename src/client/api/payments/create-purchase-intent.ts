/**
 * POST /api/{provider}/create-payment-intent (investor spec section 7): amount in cents, with an
 * Idempotency-Key per attempt. The server computes fees, tokens and total; the page shows those.
 */
import { apiPaths } from '../../../contracts/api-paths';
import {
  PAYMENT_MESSAGES,
  PaymentIntentResponseSchema,
  type CreatePaymentIntentRequest,
  type PaymentIntentResponse,
  type PaymentProviderName,
} from '../../../contracts/payments';
import { idempotentPost } from '../../lib/idempotent-post';

export function createPaymentIntent(
  provider: PaymentProviderName,
  request: CreatePaymentIntentRequest,
  idempotencyKey: string,
): Promise<PaymentIntentResponse> {
  return idempotentPost(
    apiPaths.payments.forProvider(apiPaths.payments.createPaymentIntent, provider),
    request,
    idempotencyKey,
    PAYMENT_MESSAGES.createIntentFailed('network error'),
    PaymentIntentResponseSchema,
  );
}

/** Whole dollars (or a decimal string such as "1000.50") → integer cents, without floats. */
export function dollarsToCents(amount: string): number {
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(amount.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
