/** User segments (spec: segment, count, value): disjoint groups of the users registered by the period's end. */
import type { AdminReport } from '../../../../contracts/reports';
import { formatInteger, formatUsd } from '../../../../domain/format';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

export function UserSegments({ segments }: { segments: AdminReport['userSegments'] }) {
  const total = segments.reduce((s, x) => s + x.count, 0);
  return (
    <Card as="section" aria-labelledby="segments-title">
      <CardHeader>
        <CardTitle as="h3">
          <span id="segments-title">User Segments</span>
        </CardTitle>
        <CardDescription>
          Each user counted once (accredited, else verified, else Premium member, else standard); value is the segment’s
          revenue in the period.
        </CardDescription>
      </CardHeader>
      <ul className="flex flex-col gap-4">
        {segments.map((s) => (
          <li key={s.segment}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-medium text-fg">{s.segment}</span>
              <span className="tabular-nums text-fg-muted">
                {formatInteger(s.count)} {s.count === 1 ? 'user' : 'users'} · {formatUsd(s.value, true)}
              </span>
            </div>
            <span aria-hidden="true" className="mt-1.5 block h-2 overflow-hidden rounded-full bg-surface-3">
              <span
                className="block h-full rounded-full bg-gold"
                style={{ width: `${total ? (s.count / total) * 100 : 0}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
