/**
 * Performance Center (admins): eight measured metric cards, system health by probes, network and
 * resource figures, recommendations derived from the measurements, and the summary. Refresh
 * measures again on the server; nothing is simulated.
 */
import { useState } from 'react';
import { PERFORMANCE_PERIODS, type PerformancePeriod } from '../../../../contracts/enterprise';
import { usePerformanceReport } from '../../../api/enterprise/get-performance-report';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../components/status-tones';
import { HealthPanel } from './health-panel';
import { MetricCard } from './metric-card';
import { NetworkPanel } from './network-panel';
import { RecommendationsPanel } from './recommendations-panel';
import { ResourcesPanel } from './resources-panel';
import { PerformanceSummary } from './performance-summary';

const PERIOD_LABEL: Record<PerformancePeriod, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};

export default function PerformanceCenter() {
  const [period, setPeriod] = useState<PerformancePeriod>('7d');
  const [route, setRoute] = useState('all');
  const report = usePerformanceReport({ period, route });

  if (report.isError && !report.data)
    return (
      <LoadError title="Unable to load metrics" message={report.error.message} onRetry={() => void report.refetch()} />
    );

  const data = report.data;
  return (
    <section aria-labelledby="performance-title" className="flex flex-col gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="performance-title" className="text-2xl font-semibold text-fg">
            Performance Center
          </h2>
          <p className="mt-1 text-sm text-fg-muted" aria-live="polite">
            {data ? `Measured ${formatDateTime(data.measuredAt)}` : 'Measuring…'}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <Select
            label="Period"
            value={period}
            onChange={(e) => setPeriod(e.target.value as PerformancePeriod)}
            containerClassName="w-40"
          >
            {PERIOD_PERIODS_OPTIONS}
          </Select>
          <Select label="Route" value={route} onChange={(e) => setRoute(e.target.value)} containerClassName="w-48">
            <option value="all">All routes</option>
            {data?.routes.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </Select>
          <Button variant="secondary" onClick={() => void report.refetch()} disabled={report.isFetching}>
            {report.isFetching ? 'Refreshing…' : 'Refresh'}
          </Button>
        </div>
      </div>
      {data ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {data.metrics.map((m) => (
              <MetricCard key={m.id} metric={m} />
            ))}
          </div>
          <div className="grid gap-6 lg:grid-cols-3">
            <HealthPanel probes={data.health} />
            <NetworkPanel network={data.network} />
            <ResourcesPanel resources={data.resources} />
          </div>
          <RecommendationsPanel recommendations={data.recommendations} />
          <PerformanceSummary summary={data.summary} />
        </>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-44" />
          ))}
        </div>
      )}
    </section>
  );
}

const PERIOD_PERIODS_OPTIONS = PERFORMANCE_PERIODS.map((p) => (
  <option key={p} value={p}>
    {PERIOD_LABEL[p]}
  </option>
));
