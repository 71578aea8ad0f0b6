/** User growth: new users per bucket as bars (days, weeks or months of the period). */
import type { AdminReport } from '../../../../contracts/reports';
import { formatInteger } from '../../../../domain/format';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** At most this many axis labels, so they never collide at 390 px. */
const MAX_LABELS = 6;

export function UserGrowthChart({
  buckets,
  unit,
}: {
  buckets: AdminReport['userGrowth'];
  unit: 'day' | 'week' | 'month';
}) {
  const max = Math.max(1, ...buckets.map((b) => b.newUsers));
  const total = buckets.reduce((s, b) => s + b.newUsers, 0);
  const every = Math.ceil(buckets.length / MAX_LABELS);
  const showValues = buckets.length <= 13;
  return (
    <Card as="section" aria-labelledby="user-growth-title">
      <CardHeader>
        <CardTitle as="h3">
          <span id="user-growth-title">User Growth</span>
        </CardTitle>
        <CardDescription>
          New users per {unit}: {formatInteger(total)} in the period
        </CardDescription>
      </CardHeader>
      <ol className="flex h-44 items-end gap-px sm:gap-1" aria-label="New users per period">
        {buckets.map((b, i) => (
          <li key={b.from} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
            <span className="sr-only">{`${b.label}: ${b.newUsers} new users`}</span>
            {showValues ? (
              <span aria-hidden="true" className="text-xs tabular-nums text-fg">
                {b.newUsers}
              </span>
            ) : null}
            <span
              aria-hidden="true"
              className="w-full max-w-10 rounded-t bg-gold/80"
              style={{ height: `${Math.max(2, (b.newUsers / max) * 100)}%` }}
            />
            <span aria-hidden="true" className="h-4 whitespace-nowrap text-[11px] text-fg-muted">
              {(buckets.length - 1 - i) % every === 0 ? b.label.replace(/ \d{4}$/, '') : ''}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
