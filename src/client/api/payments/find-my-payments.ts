/**
 * GET /api/v1/me/payments: my payment history (filters status, method, period; paged), and the URL
 * of the server's CSV of the same filters (/api/v1/me/payments.csv).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import {
  PaymentHistoryPageSchema,
  type PaymentHistoryPage,
  type PaymentHistoryQuery,
} from '../../../contracts/payments';
import { api, buildUrl } from '../../lib/api-client';
import { paymentsKeys } from './keys';

/** The filters as the page sends them (the server fills the defaults). */
export type HistoryQuery = Pick<PaymentHistoryQuery, 'status' | 'method' | 'period'> & {
  page?: number;
  pageSize?: number;
};

export function getMyPayments(query: HistoryQuery, signal?: AbortSignal): Promise<PaymentHistoryPage> {
  return api.get(apiPaths.payments.myPayments, {
    signal,
    schema: PaymentHistoryPageSchema,
    query: {
      status: query.status,
      method: query.method,
      period: query.period,
      page: query.page,
      pageSize: query.pageSize,
    },
    fallbackMessage: 'Failed to fetch payment history',
  });
}

export const getMyPaymentsQueryOptions = (query: HistoryQuery) =>
  queryOptions({
    queryKey: paymentsKeys.myPaymentsPage(query),
    queryFn: ({ signal }) => getMyPayments(query, signal),
    placeholderData: keepPreviousData,
  });

export function useMyPayments(query: HistoryQuery) {
  return useQuery(getMyPaymentsQueryOptions(query));
}

/** The CSV export link (a plain download; the session cookie goes with it). */
export function myPaymentsCsvHref(query: Omit<HistoryQuery, 'page' | 'pageSize'>): string {
  return buildUrl(apiPaths.payments.myPaymentsCsv, {
    status: query.status,
    method: query.method,
    period: query.period,
  });
}
