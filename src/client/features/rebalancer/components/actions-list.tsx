/**
 * The actions the plan needs (spec "rebalance action": asset, buy or sell, amount, value) and the
 * VINO orders Execute will place for them. The stock's action is the user's to do elsewhere.
 */
import type { PlannedOrder, RebalanceAction } from '../../../../contracts/rebalancer';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { describeOrder, formatBalance, formatUsd } from '../rebalancer-display';

export function ActionsList(props: { actions: RebalanceAction[]; orders: PlannedOrder[] }) {
  if (props.actions.length === 0)
    return (
      <p className="text-sm text-fg-muted">No actions needed: every asset is within the threshold of its target.</p>
    );
  return (
    <div className="flex flex-col gap-5">
      <ul className="flex flex-col gap-2" aria-label="Needed actions">
        {props.actions.map((action) => (
          <li
            key={action.asset}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-surface-2/40 px-3 py-2.5"
          >
            <span className="flex items-center gap-2">
              <Badge tone={action.action === 'buy' ? 'success' : 'danger'}>
                {action.action === 'buy' ? 'Buy' : 'Sell'}
              </Badge>
              <span className="text-fg">
                {action.amount === null
                  ? action.asset
                  : `${formatBalance(action.asset, action.amount)} ${action.asset}`}
              </span>
            </span>
            <span className="flex items-center gap-2">
              {action.needsManualAction ? <Badge tone="warning">Needs manual action</Badge> : null}
              <span className="tabular-nums text-fg-muted">{formatUsd(action.valueUsd)}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold text-fg">Orders Execute will place</h4>
        {props.orders.length === 0 ? (
          <p className="text-sm text-fg-muted">None: what is left can only be done by hand.</p>
        ) : (
          <ul className="flex flex-col gap-1.5 text-sm" aria-label="Orders to place">
            {props.orders.map((order) => (
              <li key={`${order.market}-${order.side}`} className="flex flex-wrap justify-between gap-2">
                <span className={cn(order.side === 'buy' ? 'text-success' : 'text-danger')}>
                  {describeOrder(order)}
                </span>
                <span className="tabular-nums text-fg-muted">≈ {formatUsd(order.valueUsd)}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="text-xs text-fg-subtle">
          Every pair trades VINO, so other assets are bought or sold against VINO; what is left over settles in US
          dollars on VINO/USD. Fills depend on the order book at that moment.
        </p>
      </div>
    </div>
  );
}
