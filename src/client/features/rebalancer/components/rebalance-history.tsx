/** The history of rebalances from the server (spec "rebalance record"), newest first. */
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRebalanceHistory } from '../../../api/rebalancer/find-rebalance-history';
import { formatDateTime, formatUsd } from '../rebalancer-display';
import { ExecutedOrders } from './executed-orders';
import { LoadError } from '../../../components/ui/load-error';

const STATUS_TONE = { completed: 'success', partial: 'warning', failed: 'danger', running: 'info' } as const;

export function RebalanceHistory() {
  const history = useRebalanceHistory();
  if (history.isError)
    return (
      <LoadError
        title="Unable to load your rebalance history"
        message={history.error.message}
        onRetry={() => void history.refetch()}
      />
    );
  if (!history.data) return <Skeleton className="h-32" />;
  if (history.data.rebalances.length === 0)
    return <p className="text-sm text-fg-muted">No rebalances yet. Executed rebalances will appear here.</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label="Rebalance history">
      {history.data.rebalances.map((record) => (
        <li key={record.id} className="flex flex-col gap-2 rounded-xl border border-border bg-surface/60 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold text-fg">{formatDateTime(record.timestamp)}</span>
            <span className="flex items-center gap-2">
              <Badge tone="neutral">{record.trigger === 'auto' ? 'Auto' : 'Manual'}</Badge>
              <Badge tone={STATUS_TONE[record.status]}>{record.status}</Badge>
            </span>
          </div>
          <p className="text-sm text-fg-muted">
            Portfolio {formatUsd(record.totalValueUsd)} · threshold {Number(record.threshold)}% ·{' '}
            {record.actions.map((a) => `${a.action} ${a.asset}`).join(', ')}
          </p>
          <ExecutedOrders orders={record.orders} />
        </li>
      ))}
    </ol>
  );
}
