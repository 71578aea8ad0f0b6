import type { PurchaseMethod } from '../../../domain/purchase/purchase-fees';

/** The demo investor whose Payment History these rows fill. */
export const DEMO_PAYMENTS_EMAIL = 'investor@demo.vino.example';

export interface DemoPayment {
  /** Stable per row: the idempotency key `demo-payment:<key>` makes a restart insert nothing twice. */
  key: string;
  daysAgo: number;
  amount: string;
  method: PurchaseMethod;
  status: 'succeeded' | 'processing' | 'failed';
  /** The provider's message, as the real flow stores it on a failed payment. */
  failureMessage?: string;
}

/**
 * A few months of the demo investor's VINO purchases across card, bank (ACH) and crypto: six paid,
 * two failed with the sandbox's own messages, one bank transfer still settling. Newest last.
 */
export const DEMO_PAYMENTS: readonly DemoPayment[] = [
  { key: 'card-1', daysAgo: 84, amount: '2500.00', method: 'card', status: 'succeeded' },
  { key: 'bank-1', daysAgo: 61, amount: '10000.00', method: 'bank', status: 'succeeded' },
  {
    key: 'card-2',
    daysAgo: 47,
    amount: '750.00',
    method: 'card',
    status: 'failed',
    failureMessage: 'Your card was declined.',
  },
  { key: 'card-3', daysAgo: 46, amount: '750.00', method: 'card', status: 'succeeded' },
  { key: 'crypto-1', daysAgo: 33, amount: '5000.00', method: 'crypto', status: 'succeeded' },
  {
    key: 'card-4',
    daysAgo: 19,
    amount: '1500.00',
    method: 'card',
    status: 'failed',
    failureMessage: 'Your card has insufficient funds.',
  },
  { key: 'card-5', daysAgo: 18, amount: '500.00', method: 'card', status: 'succeeded' },
  { key: 'crypto-2', daysAgo: 9, amount: '2000.00', method: 'crypto', status: 'succeeded' },
  { key: 'bank-2', daysAgo: 2, amount: '3000.00', method: 'bank', status: 'processing' },
];
