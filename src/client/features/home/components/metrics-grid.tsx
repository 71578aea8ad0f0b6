import { AttestedNote } from '../../../components/attested-note';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { IconRefresh } from '../../../components/ui/icons';
import { SectionHeading } from '../../../components/ui/section-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePublicConfig } from '../../../api/system/get-public-config';
import { usePlatformMetrics } from '../../../api/metrics/get-platform-metrics';
import { useReserves } from '../../../api/metrics/get-reserves';
import { formatClockTime } from './display-format';
import { toMetricCards } from './metric-cards';

export function MetricsGrid() {
  const query = usePlatformMetrics();
  const reserves = useReserves();
  const { data } = query;
  const updated = data ? formatClockTime(data.last_updated) : null;
  // A background refetch that fails keeps the last values on screen, marked stale: a figure never pretends to be more than it is.
  const isStale = Boolean(data) && query.isError;
  // In demo mode the figures are computed live but over seeded demo history: say so: a figure never pretends to be more than it is.
  const isDemo = usePublicConfig().data?.demoMode === true;

  return (
    <section aria-labelledby="metrics-title" className="mx-auto max-w-7xl px-4 sm:px-6 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id="metrics-title" eyebrow="Live" title="Platform metrics" />
        <div className="flex flex-wrap items-center gap-3">
          {isDemo ? (
            <Badge tone="gold" title="Computed from the database, which holds seeded demo history in demo mode">
              Demo data
            </Badge>
          ) : null}
          {updated ? (
            <p className="text-sm text-fg-subtle tabular-nums">
              {isStale ? 'Last known values · ' : ''}Updated {updated}
            </p>
          ) : null}
        </div>
      </div>

      {data ? (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {toMetricCards(data).map((card) => (
            <li key={card.label}>
              <Card className="h-full">
                <p className="text-sm text-fg-muted">{card.label}</p>
                <p className="mt-2 font-display text-3xl font-semibold tabular-nums text-fg">{card.value}</p>
                <p className="mt-1 text-sm text-gold tabular-nums">{card.detail}</p>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
      {data ? <AttestedNote attestation={reserves.data?.attestation} className="mt-4" /> : null}
      {data ? null : query.isError ? (
        <Card className="mt-8 flex flex-col items-center gap-4 py-10 text-center">
          <p role="alert" className="text-lg font-semibold text-fg">
            Unable to load metrics
          </p>
          <Button
            variant="secondary"
            leadingIcon={<IconRefresh size={18} />}
            onClick={() => void query.refetch()}
            isLoading={query.isFetching}
          >
            Retry
          </Button>
        </Card>
      ) : (
        <div className="mt-8" role="status" aria-label="Loading metrics">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <li key={i}>
                <Card className="flex flex-col gap-3">
                  <Skeleton className="h-4 w-24" />
                  <Skeleton className="h-9 w-32" />
                  <Skeleton className="h-4 w-28" />
                </Card>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
