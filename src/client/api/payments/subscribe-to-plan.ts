/**
 * Subscribing to a membership with the sandbox card form, in the provider's order:
 * create-customer (one per user; the server returns the same one again) → setup-intent →
 * confirm-setup with the card (saves it; a declined card stops here with the provider's message)
 * → create-subscription with that saved card. Creating requests carry an Idempotency-Key made once
 * per attempt, so a retried attempt never subscribes twice.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import {
  CustomerResponseSchema,
  PAYMENT_MESSAGES,
  SetupIntentResponseSchema,
  SetupResultSchema,
  SubscriptionResponseSchema,
  type BillingDetails,
  type SandboxCard,
} from '../../../contracts/payments';
import { api } from '../../lib/api-client';
import { paymentsKeys } from './keys';
import { idempotentPost } from '../../lib/idempotent-post';

export interface SubscribeRequest {
  priceId: string;
  card: SandboxCard;
  billingDetails: Pick<BillingDetails, 'name' | 'email'>;
  idempotencyKey: string;
}

const sandboxPath = (pattern: string) => apiPaths.payments.forProvider(pattern, 'sandbox');

export async function subscribeToPlan({ priceId, card, billingDetails, idempotencyKey }: SubscribeRequest) {
  const { customerId } = await idempotentPost(
    sandboxPath(apiPaths.payments.createCustomer),
    { email: billingDetails.email, name: billingDetails.name },
    `${idempotencyKey}-customer`,
    PAYMENT_MESSAGES.createCustomerFailed,
    CustomerResponseSchema,
  );
  const setup = await idempotentPost(
    sandboxPath(apiPaths.payments.setupIntent),
    { customerId },
    `${idempotencyKey}-setup`,
    PAYMENT_MESSAGES.createSubscriptionFailed,
    SetupIntentResponseSchema,
  );
  const saved = await api.post(
    apiPaths.payments.sandboxConfirmSetup,
    { setupIntentId: setup.setupIntentId, clientSecret: setup.clientSecret, card },
    { schema: SetupResultSchema },
  );
  if (saved.status !== 'succeeded' || !saved.paymentMethodId) {
    throw new Error(saved.error?.message ?? PAYMENT_MESSAGES.createSubscriptionFailed);
  }
  const { subscription } = await idempotentPost(
    sandboxPath(apiPaths.payments.createSubscription),
    { priceId, customerId, paymentMethodId: saved.paymentMethodId },
    `${idempotencyKey}-subscription`,
    PAYMENT_MESSAGES.createSubscriptionFailed,
    SubscriptionResponseSchema,
  );
  return subscription;
}

export function useSubscribeToPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeToPlan,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: paymentsKeys.mySubscriptions() });
      void queryClient.invalidateQueries({ queryKey: paymentsKeys.myPayments() });
    },
  });
}
