import { useMemo, useState } from 'react';
import {
  cumulativeReturns,
  PERFORMANCE_PERIODS,
  PERFORMANCE_PERIOD_YEARS,
  type PerformancePeriod,
} from '../../../../domain/wine-index-returns';
import { useWineIndex } from '../../../api/wine/get-wine-index';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { SectionHeading } from '../../../components/ui/section-heading';
import { annualisedPct } from './chart-scale';
import { PerformanceChart } from './performance-chart';

function PeriodSummary({
  period,
  returnsPct,
}: {
  period: PerformancePeriod;
  returnsPct: ReadonlyArray<readonly [PerformancePeriod, number]>;
}) {
  const pct = returnsPct.find(([p]) => p === period)?.[1] ?? 0;
  const years = PERFORMANCE_PERIOD_YEARS[period];
  return (
    <div className="grid gap-6 lg:grid-cols-[260px_1fr] lg:items-center">
      <dl className="flex flex-col gap-4">
        <div>
          <dt className="text-sm text-fg-muted">
            Cumulative return over {years} {years === 1 ? 'year' : 'years'}
          </dt>
          <dd className="font-display text-5xl font-semibold tabular-nums text-gold-strong">+{pct}%</dd>
        </div>
        <div>
          <dt className="text-sm text-fg-muted">Annualised</dt>
          <dd className="text-2xl font-semibold tabular-nums text-fg">
            +{annualisedPct(pct, years).toFixed(1)}% a year
          </dd>
        </div>
      </dl>
      <PerformanceChart selected={period} returnsPct={returnsPct} />
    </div>
  );
}

export function HistoricalPerformance() {
  const [period, setPeriod] = useState<PerformancePeriod>('5Y');
  const index = useWineIndex();
  const returns = useMemo(
    () =>
      index.data ? cumulativeReturns(index.data.timeline.map((p) => ({ year: p.year, index: Number(p.index) }))) : null,
    [index.data],
  );
  const returnsPct = returns
    ? PERFORMANCE_PERIODS.flatMap((p) => {
        const v = returns.returnsPct[p];
        return v === null ? [] : [[p, v] as const];
      })
    : [];
  const items: TabItem<PerformancePeriod>[] = returnsPct.map(([p]) => ({
    id: p,
    label: p,
    content: <PeriodSummary period={p} returnsPct={returnsPct} />,
  }));
  const shown = items.some((i) => i.id === period) ? period : (items[0]?.id ?? period);
  return (
    <section aria-labelledby="performance-title" className="mx-auto max-w-7xl px-4 sm:px-6 py-16">
      <SectionHeading
        id="performance-title"
        eyebrow="Track record"
        title="Historical performance of investment-grade wine"
        description="Fine wine has grown steadily and moved independently of equities. Choose a holding period."
      />
      <div className="mt-8 rounded-3xl border border-border bg-surface/80 p-5 shadow-card sm:p-8">
        {index.isError ? (
          <LoadError
            title="Unable to load the wine index"
            message="The returns are computed from the wine index, which could not be loaded."
            onRetry={() => void index.refetch()}
          />
        ) : items.length === 0 ? (
          <Skeleton className="h-72 w-full" />
        ) : (
          <Tabs label="Holding period" items={items} value={shown} onValueChange={setPeriod} listClassName="w-fit" />
        )}
        <p className="mt-6 text-xs text-fg-subtle">
          Source: the VINO wine index of investment-grade wine (2000 = 100){returns ? `, to ${returns.asOfYear}` : ''},
          before fees; years between index points are interpolated at a constant yearly rate. Past performance is not a
          reliable indicator of future results.
        </p>
      </div>
    </section>
  );
}
