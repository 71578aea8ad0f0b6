/** DELETE /api/v1/orders/{id} and DELETE /api/v1/orders?market= (Cancel and Cancel all). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { MarketId } from '../../../domain/exchange/markets';
import { apiRequest } from '../../lib/api-client';
import { invalidateAfterOrderChange } from './place-order';

export function cancelOrder(id: string): Promise<unknown> {
  return apiRequest(apiPaths.market.withParam(apiPaths.market.order, id), {
    method: 'DELETE',
    schema: () => import('../../../contracts/market').then((m) => m.CancelOrderResponseSchema),
  });
}

export function cancelAllOrders(market?: MarketId): Promise<unknown> {
  return apiRequest(apiPaths.market.orders, {
    method: 'DELETE',
    query: { market },
    schema: () => import('../../../contracts/market').then((m) => m.CancelAllOrdersResponseSchema),
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelOrder, onSettled: () => invalidateAfterOrderChange(queryClient) });
}

export function useCancelAllOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (market?: MarketId) => cancelAllOrders(market),
    onSettled: () => invalidateAfterOrderChange(queryClient),
  });
}
