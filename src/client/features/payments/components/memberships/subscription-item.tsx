/**
 * One of my memberships: plan, price, status and period. Cancel is offered only while
 * cancelAtPeriodEnd is false; once set, the end-of-period notice replaces it (spec section 4).
 */
import { PAYMENT_MESSAGES, type Subscription } from '../../../../../contracts/payments';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { formatDate, formatUsd } from '../../money-format';

const STATUS: Record<Subscription['status'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  past_due: { label: 'Past due', tone: 'warning' },
  canceled: { label: 'Canceled', tone: 'danger' },
};

export interface SubscriptionItemProps {
  subscription: Subscription;
  onCancel: (subscription: Subscription) => void;
}

export function SubscriptionItem({ subscription, onCancel }: SubscriptionItemProps) {
  const status = STATUS[subscription.status];
  const canCancel = subscription.status !== 'canceled' && !subscription.cancelAtPeriodEnd;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface-2/40 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="font-semibold text-fg">{subscription.productName}</h4>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
        <p className="text-sm text-fg-muted">
          <span className="tabular-nums text-fg">{formatUsd(subscription.amount)}</span> per month · Current period{' '}
          {formatDate(subscription.currentPeriodStart)} – {formatDate(subscription.currentPeriodEnd)}
        </p>
        {subscription.cancelAtPeriodEnd ? (
          <p className="text-sm text-warning">
            {PAYMENT_MESSAGES.endsAtPeriodEnd} Access ends on {formatDate(subscription.currentPeriodEnd)}.
          </p>
        ) : null}
      </div>
      {canCancel ? (
        <Button
          variant="danger"
          size="sm"
          onClick={() => onCancel(subscription)}
          aria-label={`Cancel ${subscription.productName} subscription`}
        >
          Cancel
        </Button>
      ) : null}
    </li>
  );
}
