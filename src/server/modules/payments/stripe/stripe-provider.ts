import Stripe from 'stripe';
import type { PaymentProvider, ProviderSubscription } from '../payment-provider';
import { WebhookSignatureError } from '../payment-provider';
import { toProviderEvent, toProviderSubscription, type RawEvent } from '../provider-event-mapper';

export interface StripeProviderConfig {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string | undefined;
}

/**
 * Stripe through the official SDK. Card data never reaches our server: the browser's card element
 * confirms with the client secret. Webhooks are verified on the raw body with the endpoint secret.
 */
export function createStripeProvider(
  config: StripeProviderConfig,
  client: Stripe = new Stripe(config.secretKey),
): PaymentProvider {
  return {
    name: 'stripe',
    publishableKey: config.publishableKey,

    async createPaymentIntent(input) {
      const intent = await client.paymentIntents.create(
        {
          amount: Number(input.amountCents),
          currency: input.currency,
          allowed_payment_method_types: input.method === 'bank' ? ['us_bank_account'] : ['card'],
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return {
        id: intent.id,
        clientSecret: intent.client_secret ?? '',
        status:
          intent.status === 'succeeded'
            ? 'succeeded'
            : intent.status === 'processing'
              ? 'processing'
              : 'requires_payment_method',
      };
    },

    async createCustomer(input) {
      const customer = await client.customers.create(
        { email: input.email, name: input.name, metadata: { userId: input.userId } },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: customer.id };
    },

    async createSetupIntent(customerId) {
      const setup = await client.setupIntents.create({ customer: customerId, allowed_payment_method_types: ['card'] });
      return { id: setup.id, clientSecret: setup.client_secret ?? '' };
    },

    async findPaymentMethods(customerId) {
      const list = await client.paymentMethods.list({ customer: customerId, type: 'card' });
      return list.data.map((m) => ({
        id: m.id,
        brand: m.card?.brand ?? 'card',
        last4: m.card?.last4 ?? '',
        expMonth: m.card?.exp_month ?? 0,
        expYear: m.card?.exp_year ?? 0,
      }));
    },

    async createSubscription(input): Promise<ProviderSubscription> {
      // The membership prices are created in Stripe with our plan ids as lookup keys.
      const prices = await client.prices.list({ lookup_keys: [input.providerPriceId], active: true, limit: 1 });
      const price = prices.data[0];
      if (!price) throw new Error(`No active Stripe price with lookup key ${input.providerPriceId}`);
      const subscription = await client.subscriptions.create(
        {
          customer: input.customerId,
          items: [{ price: price.id }],
          ...(input.paymentMethodId ? { default_payment_method: input.paymentMethodId } : {}),
          // Charge the saved card now or fail: no half-created membership.
          payment_behavior: 'error_if_incomplete',
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toProviderSubscription(subscription as unknown as Record<string, unknown>);
    },

    async cancelSubscriptionAtPeriodEnd(subscriptionId) {
      const subscription = await client.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      return toProviderSubscription(subscription as unknown as Record<string, unknown>);
    },

    verifyWebhook(rawBody, headers) {
      const signature = headers['stripe-signature'];
      try {
        const event = client.webhooks.constructEvent(
          rawBody,
          Array.isArray(signature) ? (signature[0] ?? '') : (signature ?? ''),
          config.webhookSecret,
        );
        return toProviderEvent(event as unknown as RawEvent);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Bad signature');
      }
    },
  };
}
