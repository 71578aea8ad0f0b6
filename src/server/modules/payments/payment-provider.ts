import type { PaymentProviderName, PurchaseMethod, SavedPaymentMethod } from '../../../contracts/payments';

/**
 * One interface for every payment provider: the sandbox (default, state in our database)
 * and Stripe (official SDK). Use cases talk to this only; the webhook route turns each provider's
 * signed event into a ProviderEvent.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** For the browser's card element (Stripe only). */
  readonly publishableKey?: string | undefined;
  createPaymentIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  createCustomer(input: {
    email: string;
    name: string;
    userId: string;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  createSetupIntent(customerId: string): Promise<{ id: string; clientSecret: string }>;
  findPaymentMethods(customerId: string): Promise<SavedPaymentMethod[]>;
  createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription>;
  /** Cancels at the end of the current period (the membership runs until then). */
  cancelSubscriptionAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription>;
  /** Checks the signature on the raw body; throws WebhookSignatureError when it is bad or stale. */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent;
}

export interface CreateIntentInput {
  amountCents: bigint;
  currency: 'usd';
  method: PurchaseMethod;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  status: 'requires_payment_method' | 'processing' | 'succeeded';
}

export interface CreateSubscriptionInput {
  customerId: string;
  priceId: string;
  /** The provider's price for the plan (Stripe) or our plan id (sandbox). */
  providerPriceId: string;
  amountCents: bigint;
  paymentMethodId: string | undefined;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface ProviderSubscription {
  id: string;
  status: 'active' | 'past_due' | 'canceled' | 'incomplete';
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

/** A provider event in our own terms; `id` is the provider's event id (processed once). */
export type ProviderEvent =
  | { id: string; type: 'payment.succeeded' | 'payment.processing'; paymentIntentId: string }
  | { id: string; type: 'payment.failed'; paymentIntentId: string; failureCode: string; failureMessage: string }
  | {
      id: string;
      type: 'invoice.paid';
      invoiceId: string;
      subscriptionId: string;
      amountCents: bigint;
      periodStart: Date;
      periodEnd: Date;
      /** The subscription's metadata (userId, priceId) so the first invoice can arrive before our row. */
      metadata: Record<string, string>;
    }
  | { id: string; type: 'subscription.updated' | 'subscription.deleted'; subscription: ProviderSubscription }
  | { id: string; type: 'ignored'; providerType: string };

export class WebhookSignatureError extends Error {}
