import type { PaymentHistoryPage, PaymentHistoryQuerySchema } from '../../../contracts/payments';
import type { z } from '../../../contracts/zod';
import type { PaymentsContext } from './payments-context';
import { toPaymentRecord } from './payments-mapper';
import { findPaymentHistory, type PaymentRow } from './payments-repository';

export type HistoryQuery = z.output<typeof PaymentHistoryQuerySchema>;

const PERIOD_DAYS = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const;
const DAY_MS = 86_400_000;

/** History filter → statuses: an intent nobody paid yet is not a payment and is left out. */
export function historyFilter(ctx: PaymentsContext, userId: string, query: Omit<HistoryQuery, 'page' | 'pageSize'>) {
  const statuses: PaymentRow['status'][] =
    query.status === 'succeeded'
      ? ['succeeded']
      : query.status === 'failed'
        ? ['failed']
        : query.status === 'pending'
          ? ['processing']
          : ['succeeded', 'failed', 'processing'];
  const since = query.period === 'all' ? undefined : new Date(ctx.now().getTime() - PERIOD_DAYS[query.period] * DAY_MS);
  return { userId, statuses, method: query.method, since };
}

/** The user's own payments, newest first, filtered and paged. */
export async function findMyPayments(
  ctx: PaymentsContext,
  userId: string,
  query: HistoryQuery,
): Promise<PaymentHistoryPage> {
  const { items, total } = await findPaymentHistory(ctx.db, historyFilter(ctx, userId, query), {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: items.map(toPaymentRecord), total, page: query.page, pageSize: query.pageSize };
}
