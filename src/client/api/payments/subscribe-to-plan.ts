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
  PAYMENT_MESSAGES,
  type BillingDetails,
  type CustomerResponse,
  type SandboxCard,
  type SetupIntentResponse,
  type SetupResult,
  type Subscription,
} from '../../../contracts/payments';
import { api } from '../../lib/api-client';
import { MY_PAYMENTS_QUERY_KEY } from './find-my-payments';
import { MY_SUBSCRIPTIONS_QUERY_KEY } from './find-my-subscriptions';
import { idempotentPost } from '../../lib/idempotent-post';

export interface SubscribeRequest {
  priceId: string;
  card: SandboxCard;
  billingDetails: Pick<BillingDetails, 'name' | 'email'>;
  idempotencyKey: string;
}

const sandboxPath = (pattern: string) => apiPaths.payments.forProvider(pattern, 'sandbox');

export async function subscribeToPlan({ priceId, card, billingDetails, idempotencyKey }: SubscribeRequest) {
  const { customerId } = await idempotentPost<CustomerResponse>(
    sandboxPath(apiPaths.payments.createCustomer),
    { email: billingDetails.email, name: billingDetails.name },
    `${idempotencyKey}-customer`,
    PAYMENT_MESSAGES.createCustomerFailed,
  );
  const setup = await idempotentPost<SetupIntentResponse>(
    sandboxPath(apiPaths.payments.setupIntent),
    { customerId },
    `${idempotencyKey}-setup`,
    PAYMENT_MESSAGES.createSubscriptionFailed,
  );
  const saved = await api.post<SetupResult>(apiPaths.payments.sandboxConfirmSetup, {
    setupIntentId: setup.setupIntentId,
    clientSecret: setup.clientSecret,
    card,
  });
  if (saved.status !== 'succeeded' || !saved.paymentMethodId) {
    throw new Error(saved.error?.message ?? PAYMENT_MESSAGES.createSubscriptionFailed);
  }
  const { subscription } = await idempotentPost<{ subscription: Subscription }>(
    sandboxPath(apiPaths.payments.createSubscription),
    { priceId, customerId, paymentMethodId: saved.paymentMethodId },
    `${idempotencyKey}-subscription`,
    PAYMENT_MESSAGES.createSubscriptionFailed,
  );
  return subscription;
}

export function useSubscribeToPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeToPlan,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MY_SUBSCRIPTIONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: MY_PAYMENTS_QUERY_KEY });
    },
  });
}
