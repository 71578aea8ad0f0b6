/**
 * POST /api/v1/orders. On success the open orders, balances, book and history change, so their
 * queries are invalidated (the websocket usually got there first; this covers a closed socket).
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { PlaceOrderRequest, PlaceOrderResponse } from '../../../contracts/market';
import { api } from '../../lib/api-client';
import { ledgerKeys } from '../ledger/keys';
import { MY_OPEN_ORDERS_QUERY_KEY } from './find-my-orders';
import { MY_TRADES_QUERY_KEY } from './find-my-trades';

export function placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderResponse> {
  return api.post<PlaceOrderResponse>(apiPaths.market.orders, request);
}

/** Everything an order placement or cancellation can change for the signed-in user. */
export function invalidateAfterOrderChange(queryClient: QueryClient, market?: string): void {
  void queryClient.invalidateQueries({ queryKey: MY_OPEN_ORDERS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: ledgerKeys.myBalances() });
  void queryClient.invalidateQueries({ queryKey: MY_TRADES_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: market ? ['market', market, 'book'] : ['market'] });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (_data, request) => invalidateAfterOrderChange(queryClient, request.market),
  });
}
