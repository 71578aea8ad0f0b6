/**
 * POST /api/{provider}/cancel-subscription: cancels at the end of the current period
 * (cancelAtPeriodEnd true). The list reloads afterwards (spec section 4).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import {
  PAYMENT_MESSAGES,
  SubscriptionResponseSchema,
  type PaymentProviderName,
  type Subscription,
} from '../../../contracts/payments';
import { api } from '../../lib/api-client';
import { paymentsKeys } from './keys';

type SubscriptionResponse = { subscription: Subscription };

export function cancelSubscription(
  provider: PaymentProviderName,
  subscriptionId: string,
): Promise<SubscriptionResponse> {
  return api.post(
    apiPaths.payments.forProvider(apiPaths.payments.cancelSubscription, provider),
    { subscriptionId },
    { fallbackMessage: PAYMENT_MESSAGES.cancelSubscriptionFailed, schema: SubscriptionResponseSchema },
  );
}

export function useCancelSubscription(provider: PaymentProviderName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: string) => cancelSubscription(provider, subscriptionId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.mySubscriptions() }),
  });
}
