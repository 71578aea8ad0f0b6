/** The six live platform tiles, refreshed every 5 s, with a trend against the previous sample. */
import { useRef } from 'react';
import type { MarketSummary } from '../../../../contracts/market';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { IconRefresh } from '../../../components/ui/icons/objects';
import { HowComputed } from '../../../components/ui/how-computed';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { usePlatformMetrics } from '../../../api/metrics/get-platform-metrics';
import { useLiveReserve, withLiveReserve } from '../live/use-live-reserve';
import { METRIC_NAMES, buildMetricTiles, trendOf, type Trend } from '../metric-tiles';

const TREND_TEXT: Record<Trend, { symbol: string; label: string; className: string }> = {
  up: { symbol: '▲', label: 'up since the last update', className: 'text-success' },
  down: { symbol: '▼', label: 'down since the last update', className: 'text-danger' },
  stable: { symbol: '•', label: 'unchanged', className: 'text-fg-subtle' },
};

export function MetricTiles({ markets, isDemoMode }: { markets: MarketSummary[] | undefined; isDemoMode: boolean }) {
  const metrics = usePlatformMetrics({ isLive: true });
  const live = useLiveReserve();
  const previous = useRef<Record<string, number | null>>({});
  const current = useRef<Record<string, number | null>>({});
  const stamp = useRef<string | null>(null);

  if (!metrics.data) {
    return metrics.isError ? (
      <Card className="flex flex-col items-center gap-4 py-8 text-center">
        <p role="alert" className="text-lg font-semibold text-fg">
          Unable to load metrics
        </p>
        <Button variant="secondary" leadingIcon={<IconRefresh size={18} />} onClick={() => void metrics.refetch()}>
          Retry
        </Button>
      </Card>
    ) : (
      <div role="status" aria-label="Loading metrics" className="grid grid-cols-2 gap-3 lg:grid-cols-6">
        {METRIC_NAMES.map((name) => (
          <Skeleton key={name} className="h-28" />
        ))}
      </div>
    );
  }

  const tiles = buildMetricTiles(withLiveReserve(metrics.data, live), markets, live.vaults);
  // A new sample moves "current" to "previous" once, so re-renders in between keep the same trend.
  if (stamp.current !== metrics.data.last_updated) {
    stamp.current = metrics.data.last_updated;
    previous.current = current.current;
    current.current = Object.fromEntries(tiles.map((t) => [t.name, t.raw]));
  }

  return (
    <section aria-labelledby="live-metrics-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="live-metrics-title" className="text-lg font-semibold text-fg">
          Platform metrics
        </h2>
        <div className="flex items-center gap-2">
          {isDemoMode ? <Badge tone="gold">Demo data</Badge> : null}
          <p className="text-xs text-fg-subtle tabular-nums">
            {metrics.isError ? 'Last known values · ' : ''}Updated{' '}
            {new Date(metrics.data.last_updated).toLocaleTimeString()}
          </p>
        </div>
      </div>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {tiles.map((tile) => {
          const trend = TREND_TEXT[trendOf(tile.raw, previous.current[tile.name])];
          return (
            <li key={tile.name}>
              <Card padding="sm" className="flex h-full flex-col gap-1">
                <p className="text-xs text-fg-muted">{tile.name}</p>
                <p className="flex items-baseline gap-1.5 font-display text-2xl font-semibold tabular-nums text-fg">
                  {tile.value}
                  {tile.raw !== null ? (
                    <span className={cn('text-xs', trend.className)}>
                      <span aria-hidden="true">{trend.symbol}</span>
                      <span className="sr-only">{trend.label}</span>
                    </span>
                  ) : null}
                </p>
                <p className="text-xs text-fg-subtle">{tile.detail}</p>
                {tile.metric ? <HowComputed metric={tile.metric} /> : null}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
