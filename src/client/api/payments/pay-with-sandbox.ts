/**
 * One purchase attempt through the sandbox provider, as both the buy page and the Payment Center
 * make it: create the payment intent (Idempotency-Key for this attempt), confirm it with the card
 * (card method) or without (bank, crypto), then wait for the webhook-settled status.
 * Returns the intent (server-computed fees, tokens, total) and the last status; a failed status
 * carries the provider's message in `status.error.message`. Request failures throw ApiError.
 */
import type {
  BillingDetails,
  IntentStatus,
  PaymentIntentResponse,
  PaymentStatusResponse,
  PurchaseMethod,
  SandboxCard,
} from '../../../contracts/payments';
import { confirmSandboxPayment } from './confirm-sandbox-payment';
import { createPaymentIntent } from './create-purchase-intent';
import { waitForPaymentStatus } from './get-payment-status';

export interface SandboxPurchase {
  /** Integer cents. */
  amountCents: number;
  paymentMethod: PurchaseMethod;
  card?: SandboxCard;
  billingDetails?: BillingDetails;
  /** From newIdempotencyKey(), made once per attempt. */
  idempotencyKey: string;
  metadata?: Record<string, unknown>;
  /** Called once the intent exists (the spec's payment step starts there). */
  onIntentCreated?: (intent: PaymentIntentResponse) => void;
}

export interface SandboxPurchaseResult {
  intent: PaymentIntentResponse;
  status: PaymentStatusResponse;
}

const isSettling = (status: IntentStatus) => status === 'processing' || status === 'requires_payment_method';

export async function payWithSandbox(purchase: SandboxPurchase): Promise<SandboxPurchaseResult> {
  const intent = await createPaymentIntent(
    'sandbox',
    {
      amount: purchase.amountCents,
      currency: 'usd',
      productType: 'vino_token',
      paymentMethod: purchase.paymentMethod,
      metadata: purchase.metadata,
    },
    purchase.idempotencyKey,
  );
  purchase.onIntentCreated?.(intent);
  const confirmed = await confirmSandboxPayment({
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    card: purchase.paymentMethod === 'card' ? purchase.card : undefined,
    billingDetails: purchase.billingDetails,
  });
  // A card settles within moments (the sandbox delivers its webhook); a bank payment stays
  // 'processing' until the bank settles it, so it is not waited for.
  const status =
    purchase.paymentMethod === 'card' && isSettling(confirmed.status)
      ? await waitForPaymentStatus(intent.paymentId)
      : confirmed;
  return { intent, status };
}
