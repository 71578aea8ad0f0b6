import type { OrderInput, RejectReason } from './engine-types';

const isStop = (order: OrderInput) => order.type === 'stop_limit' || order.type === 'stop_market';
const hasLimit = (order: OrderInput) => order.type === 'limit' || order.type === 'stop_limit';
const isMarketLike = (order: OrderInput) => order.type === 'market' || order.type === 'stop_market';

/**
 * The engine's own sanity rules for an order (the server validates business limits before this):
 * each field present exactly when the order type uses it, every amount positive.
 */
export function validateOrder(order: OrderInput): RejectReason | null {
  if (order.quantity <= 0n) return 'invalid_quantity';
  // Fast path for the common plain limit order.
  if (
    order.type === 'limit' &&
    order.price !== undefined &&
    order.price > 0n &&
    order.stopPrice === undefined &&
    order.quoteBudget === undefined &&
    (!order.postOnly || order.timeInForce === 'GTC')
  ) {
    return null;
  }
  if (hasLimit(order) ? order.price === undefined || order.price <= 0n : order.price !== undefined) {
    return 'invalid_price';
  }
  if (isStop(order) ? order.stopPrice === undefined || order.stopPrice <= 0n : order.stopPrice !== undefined) {
    return 'invalid_stop_price';
  }
  if (order.quoteBudget !== undefined && (order.quoteBudget <= 0n || order.side !== 'buy' || !isMarketLike(order))) {
    return 'invalid_budget';
  }
  if (order.postOnly && (!hasLimit(order) || order.timeInForce !== 'GTC')) return 'invalid_post_only';
  return null;
}

export { isStop, isMarketLike };
