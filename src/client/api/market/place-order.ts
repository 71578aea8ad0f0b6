/**
 * POST /api/v1/orders. On success the open orders, balances, book and history change, so their
 * queries are invalidated (the websocket usually got there first; this covers a closed socket).
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { PlaceOrderRequest, PlaceOrderResponse } from '../../../contracts/market';
import { api } from '../../lib/api-client';
import { ledgerKeys } from '../ledger/keys';
import { marketKeys } from './keys';

export function placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderResponse> {
  return api.post(apiPaths.market.orders, request, {
    schema: () => import('../../../contracts/market').then((m) => m.PlaceOrderResponseSchema),
  });
}

/** Everything an order placement or cancellation can change for the signed-in user. */
export function invalidateAfterOrderChange(queryClient: QueryClient, market?: string): void {
  void queryClient.invalidateQueries({ queryKey: marketKeys.myOpenOrders() });
  void queryClient.invalidateQueries({ queryKey: ledgerKeys.myBalances() });
  void queryClient.invalidateQueries({ queryKey: marketKeys.myTrades() });
  void queryClient.invalidateQueries({ queryKey: market ? marketKeys.orderBook(market) : marketKeys.all() });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (_data, request) => invalidateAfterOrderChange(queryClient, request.market),
  });
}
