import type { PaymentRecord, Subscription } from '../../../contracts/payments';
import type { PaymentRow, SubscriptionRow } from './payments-repository';

/** Internal statuses as the history shows them (spec: succeeded, failed, pending). */
export function historyStatus(status: PaymentRow['status']): PaymentRecord['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

export function toPaymentRecord(row: PaymentRow): PaymentRecord {
  return {
    id: row.id,
    amount: row.amount,
    currency: 'usd',
    status: historyStatus(row.status),
    paymentMethod: row.paymentMethod,
    description: row.description,
    created: row.createdAt.toISOString(),
    metadata: {
      product: row.product,
      ...(row.tokens ? { tokens: row.tokens } : {}),
      ...(row.subscriptionId ? { subscription: row.subscriptionId } : {}),
      ...(row.period ? { period: row.period } : {}),
    },
    feeAmount: row.feeTotal,
    netAmount: row.netAmount,
    ...(row.failureMessage ? { failureMessage: row.failureMessage } : {}),
  };
}

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    priceId: row.priceId,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    amount: row.amount,
    currency: 'usd',
    productName: row.productName,
  };
}
