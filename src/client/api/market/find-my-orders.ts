/** GET /api/v1/me/orders?status=open: my open orders (all markets), for the Open orders panel. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { MyOrdersResponse } from '../../../contracts/market';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { marketKeys } from './keys';

export function getMyOpenOrders(signal?: AbortSignal): Promise<MyOrdersResponse> {
  return api.get(apiPaths.market.myOrders, {
    signal,
    query: { status: 'open' },
    schema: () => import('../../../contracts/market').then((m) => m.MyOrdersResponseSchema),
  });
}

export const getMyOpenOrdersQueryOptions = (isSignedIn: boolean) =>
  queryOptions({
    queryKey: marketKeys.myOpenOrders(),
    queryFn: ({ signal }) => getMyOpenOrders(signal),
    enabled: isSignedIn,
    ...queryPolicy.market.myOpenOrders,
  });

export function useMyOpenOrders(isSignedIn: boolean) {
  return useQuery(getMyOpenOrdersQueryOptions(isSignedIn));
}
