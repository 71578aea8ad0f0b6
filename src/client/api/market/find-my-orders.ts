/** GET /api/v1/me/orders?status=open: my open orders (all markets), for the Open orders panel. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { MyOrdersResponse } from '../../../contracts/market';
import { api } from '../../lib/api-client';

export const MY_OPEN_ORDERS_QUERY_KEY = ['me', 'orders', 'open'] as const;

export function getMyOpenOrders(signal?: AbortSignal): Promise<MyOrdersResponse> {
  return api.get<MyOrdersResponse>(apiPaths.market.myOrders, { signal, query: { status: 'open' } });
}

export const getMyOpenOrdersQueryOptions = (isSignedIn: boolean) =>
  queryOptions({
    queryKey: MY_OPEN_ORDERS_QUERY_KEY,
    queryFn: ({ signal }) => getMyOpenOrders(signal),
    enabled: isSignedIn,
    staleTime: 5_000,
  });

export function useMyOpenOrders(isSignedIn: boolean) {
  return useQuery(getMyOpenOrdersQueryOptions(isSignedIn));
}
