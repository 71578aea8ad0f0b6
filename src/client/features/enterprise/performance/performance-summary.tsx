import type { PerformanceReport } from '../../../../contracts/enterprise';
import { Card } from '../../../components/ui/card';

/** The summary counters, each counted from the report above. */
export function PerformanceSummary({ summary }: { summary: PerformanceReport['summary'] }) {
  const items = [
    { label: 'Optimal metrics', value: `${summary.optimalMetrics}/${summary.measuredMetrics}` },
    { label: 'Improving trends', value: String(summary.improvingTrends) },
    { label: 'Marked implemented', value: String(summary.appliedOptimizations) },
    { label: 'Performance grade', value: summary.grade },
  ];
  return (
    <Card as="section" padding="md" aria-label="Performance summary">
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {items.map((i) => (
          <div key={i.label}>
            <dt className="text-sm text-fg-muted">{i.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums text-fg">{i.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-fg-muted">
        Grade: A+ when every measured metric is optimal, A when all are optimal or good, then B, C and D as warnings and
        critical metrics add up.
      </p>
    </Card>
  );
}
