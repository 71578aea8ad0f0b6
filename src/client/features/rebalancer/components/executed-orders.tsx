/** The orders a rebalance placed with their fills, or the reason an order was refused. */
import type { ExecutedOrder } from '../../../../contracts/rebalancer';
import { describeOrder, formatFixed } from '../rebalancer-display';

export function ExecutedOrders({ orders }: { orders: ExecutedOrder[] }) {
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {orders.map((order, index) => (
        <li
          key={order.orderId ?? `${order.market}-${index}`}
          className="rounded-lg border border-border bg-surface-2/40 px-3 py-2"
        >
          <p className="text-fg">
            {describeOrder(order)}:{' '}
            {order.error ? (
              <span className="text-danger">{order.error.message}</span>
            ) : (
              <span className={order.filledAmount === order.amount ? 'text-success' : 'text-warning'}>
                {order.filledAmount === order.amount
                  ? 'filled in full'
                  : `${formatFixed(order.filledAmount, 2)} of ${formatFixed(order.amount, 2)} filled, the rest ${order.status === 'cancelled' ? 'cancelled (the book had no more at an acceptable price)' : order.status.replace('_', ' ')}`}
              </span>
            )}
          </p>
          {order.fills.length > 0 ? (
            <p className="text-xs text-fg-muted">
              {order.fills.length} fill{order.fills.length === 1 ? '' : 's'}:{' '}
              {order.fills.map((fill) => `${formatFixed(fill.amount, 2)} @ ${fill.price}`).join(', ')}
              {order.orderId ? ` · order ${order.orderId.slice(0, 8)}` : ''}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
