import type { ReactNode } from 'react';
import type { MetricName } from '../../../domain/metrics/metric-catalogue';
import { HowComputed } from './how-computed';

/**
 * One headline figure inside a `<dl>`: a muted label over a large tabular number. A figure that is a
 * catalogue metric names it and carries the catalogue's "How is this computed".
 */
export function StatTile({ label, metric, children }: { label: string; metric?: MetricName; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-border bg-surface/80 px-5 py-4 shadow-card">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-semibold tabular-nums text-fg">{children}</dd>
      {metric ? (
        <dd>
          <HowComputed metric={metric} />
        </dd>
      ) : null}
    </div>
  );
}
