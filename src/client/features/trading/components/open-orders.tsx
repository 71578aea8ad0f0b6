/** My open orders on every market, newest first, with Cancel per order and Cancel all. */
import type { Order } from '../../../../contracts/market';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useToast } from '../../../components/ui/toast';
import { useCancelAllOrders, useCancelOrder } from '../../../api/market/cancel-order';
import { formatAmount, formatPrice } from '../market-display';
import { useLiveMyOrders } from '../realtime/use-live-my-orders';
import { formatDateTime } from './date-format';
import { LoadError } from '../../../components/ui/load-error';
import { Table } from '../../../components/ui/table';

const TYPE_LABEL: Record<Order['type'], string> = {
  market: 'Market',
  limit: 'Limit',
  stop_limit: 'Stop-limit',
  stop_market: 'Stop-market',
};

export function OpenOrders({ isSignedIn }: { isSignedIn: boolean }) {
  const orders = useLiveMyOrders(isSignedIn);
  const cancel = useCancelOrder();
  const cancelAll = useCancelAllOrders();
  const toast = useToast();
  const list = orders.data?.orders ?? [];

  function onCancel(order: Order) {
    cancel.mutate(order.id, {
      onSuccess: () => toast({ tone: 'success', title: 'Order cancelled', description: `${order.pair} ${order.side}` }),
      onError: (error) => toast({ tone: 'error', title: 'Order not cancelled', description: error.message }),
    });
  }

  function onCancelAll() {
    cancelAll.mutate(undefined, {
      onSuccess: () => toast({ tone: 'success', title: 'All open orders cancelled' }),
      onError: (error) => toast({ tone: 'error', title: 'Orders not cancelled', description: error.message }),
    });
  }

  return (
    <Card as="section" aria-labelledby="open-orders-title" padding="md" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="open-orders-title" className="text-lg font-semibold text-fg">
          My open orders
        </h2>
        {list.length > 0 ? (
          <Button variant="danger" size="sm" onClick={onCancelAll} isLoading={cancelAll.isPending}>
            Cancel all
          </Button>
        ) : null}
      </div>
      {!isSignedIn ? (
        <p className="text-fg-muted">Sign in to see and manage your open orders.</p>
      ) : orders.isError ? (
        <LoadError
          title="Unable to load your orders"
          message={orders.error.message}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.isPending ? (
        <p role="status" className="text-fg-muted">
          Loading your orders…
        </p>
      ) : list.length === 0 ? (
        <p className="text-fg-muted">You have no open orders.</p>
      ) : (
        <Table
          variant="plain"
          label="Open orders table"
          caption="My open orders"
          minWidth="min-w-[640px]"
          headCellClassName="px-1 pb-2 font-medium"
          columns={[
            'Date',
            'Pair',
            'Side',
            'Type',
            { label: 'Price', align: 'right' },
            { label: 'Amount', align: 'right' },
            { label: 'Filled', align: 'right' },
            'Status',
            { label: 'Actions', hidden: true },
          ]}
        >
          {list.map((order) => (
            <tr key={order.id} className="border-b border-border/60">
              <td className="px-1 py-2 tabular-nums text-fg-muted">{formatDateTime(order.createdAt)}</td>
              <td className="px-1 py-2 text-fg">{order.pair}</td>
              <td className={order.side === 'buy' ? 'px-1 py-2 text-success' : 'px-1 py-2 text-danger'}>
                {order.side === 'buy' ? 'Buy' : 'Sell'}
              </td>
              <td className="px-1 py-2 text-fg-muted">{TYPE_LABEL[order.type]}</td>
              <td className="px-1 py-2 text-right tabular-nums text-fg">
                {order.price ? formatPrice(order.market, order.price) : 'Market'}
                {order.stopPrice ? (
                  <span className="block text-xs text-fg-subtle">
                    Stop {formatPrice(order.market, order.stopPrice)}
                  </span>
                ) : null}
              </td>
              <td className="px-1 py-2 text-right tabular-nums text-fg">{formatAmount(order.amount)}</td>
              <td className="px-1 py-2 text-right tabular-nums text-fg-muted">{formatAmount(order.filledAmount)}</td>
              <td className="px-1 py-2">
                <Badge tone={order.isWaitingForTrigger ? 'warning' : 'info'}>
                  {order.isWaitingForTrigger
                    ? 'Waiting for stop'
                    : order.status === 'partially_filled'
                      ? 'Partially filled'
                      : 'Open'}
                </Badge>
              </td>
              <td className="px-1 py-1 text-right">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onCancel(order)}
                  disabled={cancel.isPending && cancel.variables === order.id}
                  aria-label={`Cancel ${order.side} ${formatAmount(order.amount)} VINO ${order.pair}`}
                >
                  Cancel
                </Button>
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}
