/** Query keys of the payments module's endpoints. */
import type { HistoryQuery } from './find-my-payments';

export const paymentsKeys = {
  config: () => ['payments', 'config'] as const,
  status: (paymentId: string) => ['payments', 'status', paymentId] as const,
  mySubscriptions: () => ['me', 'subscriptions'] as const,
  myPayments: () => ['me', 'payments'] as const,
  myPaymentsPage: (query: HistoryQuery) => ['me', 'payments', query] as const,
};
