import { cancelAllOrders } from './cancel-all-orders';
import { cancelOrder } from './cancel-order';
import type { ForwardedAnswers, ForwardedCall, ForwardedCallOf, ForwardedKind } from './forwarded-call';
import { getOrderBook } from './get-order-book';
import type { MarketContext } from './market-context';
import { placeOrder } from './place-order';

/** Runs a forwarded call through the same use case a request to this instance would. */
export function runForwardedCall<K extends ForwardedKind>(
  ctx: MarketContext,
  call: ForwardedCallOf<K>,
): Promise<ForwardedAnswers[K]> {
  return dispatch(ctx, call) as Promise<ForwardedAnswers[K]>;
}

function dispatch(ctx: MarketContext, call: ForwardedCall): Promise<ForwardedAnswers[ForwardedKind]> {
  switch (call.kind) {
    case 'place':
      return placeOrder(ctx, call.owner, call.input, call.options);
    case 'cancel':
      return cancelOrder(ctx, call.userId, call.orderId, call.request);
    case 'cancelAll':
      return cancelAllOrders(ctx, call.userId, call.market, call.options);
    case 'book':
      return getOrderBook(ctx, call.market, call.depth);
  }
}
