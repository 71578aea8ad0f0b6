import type { ProviderEvent, ProviderSubscription } from './payment-provider';

/**
 * Maps a Stripe-shaped event (Stripe's own, and the sandbox's, which speaks the same format so both
 * take the same path) to a ProviderEvent. Unknown types are acknowledged and ignored.
 */
export function toProviderEvent(raw: RawEvent): ProviderEvent {
  const object = raw.data.object as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  switch (raw.type) {
    case 'payment_intent.succeeded':
      return { id: raw.id, type: 'payment.succeeded', paymentIntentId: String(object['id']) };
    case 'payment_intent.processing':
      return { id: raw.id, type: 'payment.processing', paymentIntentId: String(object['id']) };
    case 'payment_intent.payment_failed': {
      const error = object['last_payment_error'] ?? {};
      return {
        id: raw.id,
        type: 'payment.failed',
        paymentIntentId: String(object['id']),
        failureCode: String(error.decline_code ?? error.code ?? 'payment_failed'),
        failureMessage: String(error.message ?? 'Payment was not successful'),
      };
    }
    case 'invoice.paid': {
      const subscriptionId = object['subscription'] ?? object['parent']?.subscription_details?.subscription;
      const period = object['lines']?.data?.[0]?.period ?? { start: object['period_start'], end: object['period_end'] };
      if (!subscriptionId) return { id: raw.id, type: 'ignored', providerType: raw.type };
      return {
        id: raw.id,
        type: 'invoice.paid',
        invoiceId: String(object['id']),
        subscriptionId: String(typeof subscriptionId === 'string' ? subscriptionId : subscriptionId.id),
        amountCents: BigInt(object['amount_paid'] ?? 0),
        periodStart: new Date(Number(period.start) * 1000),
        periodEnd: new Date(Number(period.end) * 1000),
        metadata: object['parent']?.subscription_details?.metadata ?? object['subscription_details']?.metadata ?? {},
      };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        id: raw.id,
        type: raw.type === 'customer.subscription.updated' ? 'subscription.updated' : 'subscription.deleted',
        subscription: toProviderSubscription(object),
      };
    default:
      return { id: raw.id, type: 'ignored', providerType: raw.type };
  }
}

export interface RawEvent {
  id: string;
  type: string;
  data: { object: unknown };
}

/** Stripe keeps the period on the subscription's items (API 2025+); older shapes on the subscription. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function toProviderSubscription(object: Record<string, any>): ProviderSubscription {
  const item = object['items']?.data?.[0] ?? {};
  const start = item.current_period_start ?? object['current_period_start'];
  const end = item.current_period_end ?? object['current_period_end'];
  const status = String(object['status']);
  return {
    id: String(object['id']),
    status: status === 'active' || status === 'past_due' || status === 'canceled' ? status : 'incomplete',
    currentPeriodStart: new Date(Number(start) * 1000),
    currentPeriodEnd: new Date(Number(end) * 1000),
    cancelAtPeriodEnd: Boolean(object['cancel_at_period_end']),
  };
}
