/**
 * Revenue trend: total revenue per bucket as an SVG line. The drawing stretches to the card's width
 * (non-scaling stroke keeps the line crisp); labels are HTML so they stay legible at any width.
 */
import type { AdminReport } from '../../../../contracts/reports';
import { formatUsd } from '../../../../domain/format';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

const W = 100;
const H = 40;
const MAX_LABELS = 5;

export function RevenueTrendChart({ buckets, total }: { buckets: AdminReport['userGrowth']; total: string }) {
  const values = buckets.map((b) => Number(b.totalRevenue));
  const max = Math.max(...values, 0);
  const xOf = (i: number) => (buckets.length === 1 ? W / 2 : (i * W) / (buckets.length - 1));
  const yOf = (v: number) => H - (max === 0 ? 0 : (v / max) * (H - 2)) - 1;
  const line = values.map((v, i) => `${i === 0 ? 'M' : 'L'}${xOf(i).toFixed(2)},${yOf(v).toFixed(2)}`).join(' ');
  const area = `${line} L${W},${H} L0,${H} Z`;
  const peak = buckets[values.indexOf(max)];
  const every = Math.ceil(buckets.length / MAX_LABELS);
  const summary =
    max === 0
      ? 'No revenue in the period.'
      : `Revenue per period from ${buckets[0]?.label} to ${buckets.at(-1)?.label}, highest ${formatUsd(max, true)} (${peak?.label}).`;
  return (
    <Card as="section" aria-labelledby="revenue-trend-title">
      <CardHeader>
        <CardTitle as="h3">
          <span id="revenue-trend-title">Revenue Trend</span>
        </CardTitle>
        <CardDescription>All sources: {formatUsd(total, true)} in the period</CardDescription>
      </CardHeader>
      <div className="flex gap-2">
        <div
          className="flex h-44 flex-col justify-between text-right text-[11px] tabular-nums text-fg-muted"
          aria-hidden="true"
        >
          <span>{formatUsd(max)}</span>
          <span>$0</span>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <svg
            viewBox={`0 0 ${W} ${H}`}
            preserveAspectRatio="none"
            className="h-44 w-full overflow-visible border-b border-l border-border"
            role="img"
            aria-label={summary}
          >
            <path d={area} className="fill-brand/15" />
            <path d={line} className="fill-none stroke-brand" strokeWidth={2} vectorEffect="non-scaling-stroke" />
          </svg>
          <div className="flex justify-between text-[11px] text-fg-muted" aria-hidden="true">
            {buckets
              .filter((_, i) => (buckets.length - 1 - i) % every === 0)
              .map((b) => (
                <span key={b.from}>{b.label.replace(/ \d{4}$/, '')}</span>
              ))}
          </div>
        </div>
      </div>
    </Card>
  );
}
