/** The member's redemption requests with their status; a pending one can be cancelled (releases the VINO). */
import type { RedemptionRequest } from '../../../../contracts/redemption';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useCancelRedemption } from '../../../api/redemption/cancel-redemption-request';
import { formatDay } from './wine-labels';
import { formatVino } from './redemption-format';

const STATUS: Record<RedemptionRequest['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  approved: { label: 'Approved', tone: 'info' },
  fulfilled: { label: 'Fulfilled', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export function RedemptionRequestsList({ items }: { items: RedemptionRequest[] }) {
  const cancel = useCancelRedemption();
  return (
    <section aria-labelledby="my-redemptions-title" className="flex flex-col gap-3">
      <h3 id="my-redemptions-title" className="text-sm font-semibold uppercase tracking-[0.14em] text-gold">
        Your Redemption Requests
      </h3>
      {cancel.error ? <Alert tone="error">{cancel.error.message}</Alert> : null}
      {items.length === 0 ? (
        <p className="text-sm text-fg-muted">You have no redemption requests yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item) => {
            const status = STATUS[item.status];
            const name = `${item.bottles} x ${item.wineName} ${item.vintage}`;
            return (
              <li
                key={item.id}
                aria-label={name}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface-2/60 p-3"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="font-medium text-fg">{name}</p>
                  <p className="text-xs text-fg-subtle">
                    {formatVino(item.tokens)} · {formatDay(item.createdAt.slice(0, 10))} · to {item.delivery.city},{' '}
                    {item.delivery.country}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={status.tone}>{status.label}</Badge>
                  {item.status === 'pending' ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      isLoading={cancel.isPending && cancel.variables === item.id}
                      onClick={() => cancel.mutate(item.id)}
                    >
                      Cancel<span className="sr-only"> request for {name}</span>
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
