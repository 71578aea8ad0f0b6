/**
 * Execute asks for confirmation in the app's dialog (spec section 4), then shows what happened: the
 * orders placed and their fills. One Idempotency-Key per confirmation, so a retried request never
 * trades twice.
 */
import { useState } from 'react';
import type { ExecuteRebalanceResponse, PlannedOrder } from '../../../../contracts/rebalancer';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useExecuteRebalance } from '../../../api/rebalancer/execute-rebalance';
import { describeOrder, formatUsd } from '../rebalancer-display';
import { ExecutedOrders } from './executed-orders';

const STATUS_TEXT = {
  completed: 'Rebalance complete: every order filled.',
  partial: 'Rebalance partly done: some orders filled only in part or were refused.',
  failed: 'No order filled.',
  running: 'The rebalance is still running.',
} as const;

export function ExecuteDialog(props: {
  open: boolean;
  orders: PlannedOrder[];
  totalValueUsd: string;
  onClose: () => void;
}) {
  const execute = useExecuteRebalance();
  const [key, setKey] = useState(newIdempotencyKey);
  const [result, setResult] = useState<ExecuteRebalanceResponse | null>(null);

  const close = () => {
    if (execute.isPending) return;
    setResult(null);
    execute.reset();
    setKey(newIdempotencyKey());
    props.onClose();
  };

  const confirm = () => execute.mutate(key, { onSuccess: setResult });

  if (result)
    return (
      <Dialog
        open={props.open}
        onClose={close}
        title="Rebalance executed"
        description={STATUS_TEXT[result.rebalance.status]}
        size="md"
        footer={
          <Button variant="gold" onClick={close} data-autofocus>
            Done
          </Button>
        }
      >
        <ExecutedOrders orders={result.rebalance.orders} />
      </Dialog>
    );

  return (
    <Dialog
      open={props.open}
      onClose={close}
      title="Execute rebalance?"
      description={`These market orders will be placed now for your portfolio of ${formatUsd(props.totalValueUsd)}.`}
      isAlert
      size="md"
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={execute.isPending}>
            Cancel
          </Button>
          <Button variant="gold" onClick={confirm} isLoading={execute.isPending} data-autofocus>
            Confirm and execute
          </Button>
        </>
      }
    >
      <ul className="flex flex-col gap-1.5 text-sm">
        {props.orders.map((order) => (
          <li key={`${order.market}-${order.side}`} className="flex flex-wrap justify-between gap-2">
            <span className="text-fg">{describeOrder(order)}</span>
            <span className="tabular-nums text-fg-muted">≈ {formatUsd(order.valueUsd)}</span>
          </li>
        ))}
      </ul>
      {execute.isError ? (
        <Alert tone="error" title="The rebalance was not executed" className="mt-4">
          {execute.error.message}
        </Alert>
      ) : null}
    </Dialog>
  );
}
