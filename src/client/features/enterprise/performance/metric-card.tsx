import type { PerformanceMetric } from '../../../../contracts/enterprise';
import { formatMetricValue } from '../../../../domain/enterprise-performance/performance-rules';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { HowComputed } from '../components/how-computed';
import { ProgressBar } from '../components/progress-bar';
import { humanize, METRIC_STATUS_TONE, TREND_LABEL } from '../components/status-tones';

const BAR_TONE = { optimal: 'success', good: 'brand', warning: 'warning', critical: 'danger' } as const;

/** One of the eight metric cards: value, unit, target, status, trend and the bar capped at the target. */
export function MetricCard({ metric }: { metric: PerformanceMetric }) {
  const unit = metric.unit ? ` ${metric.unit}` : '';
  return (
    <Card as="article" padding="md" className="flex flex-col">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-medium text-fg-muted">{metric.name}</h3>
        {metric.status ? <Badge tone={METRIC_STATUS_TONE[metric.status]}>{humanize(metric.status)}</Badge> : null}
      </div>
      <p className="mt-2 text-2xl font-semibold tabular-nums text-fg">
        {metric.value === null ? 'No data' : `${formatMetricValue(metric.value, metric.unit)}${unit}`}
      </p>
      <p className="mt-1 text-xs text-fg-muted tabular-nums">
        Target {formatMetricValue(metric.target, metric.unit)}
        {unit}
        {' · '}
        {metric.trend
          ? `${TREND_LABEL[metric.trend]} (was ${formatMetricValue(metric.previous ?? 0, metric.unit)}${unit})`
          : metric.previous === null
            ? 'No previous value'
            : 'Too few samples for a trend'}
      </p>
      {metric.progress !== null ? (
        <div className="mt-3">
          <ProgressBar
            percent={metric.progress}
            label={`${metric.name}: ${metric.progress}% of target`}
            tone={metric.status ? BAR_TONE[metric.status] : 'brand'}
          />
        </div>
      ) : null}
      <HowComputed>{metric.source}</HowComputed>
    </Card>
  );
}
