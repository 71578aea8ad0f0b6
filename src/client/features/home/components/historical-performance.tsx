import { useState } from 'react';
import { HISTORICAL_PERFORMANCE_PCT, type PerformancePeriod } from '../../../../domain/constants';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { SectionHeading } from '../../../components/ui/section-heading';
import { annualisedPct, periodYears } from './chart-scale';
import { PerformanceChart } from './performance-chart';

const PERIODS = Object.keys(HISTORICAL_PERFORMANCE_PCT) as PerformancePeriod[];

function PeriodSummary({ period }: { period: PerformancePeriod }) {
  const pct = HISTORICAL_PERFORMANCE_PCT[period];
  const years = periodYears(period);
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
      <PerformanceChart selected={period} />
    </div>
  );
}

export function HistoricalPerformance() {
  const [period, setPeriod] = useState<PerformancePeriod>('5Y');
  const items: TabItem<PerformancePeriod>[] = PERIODS.map((p) => ({
    id: p,
    label: p,
    content: <PeriodSummary period={p} />,
  }));
  return (
    <section aria-labelledby="performance-title" className="mx-auto max-w-7xl px-4 sm:px-6 py-16">
      <SectionHeading
        id="performance-title"
        eyebrow="Track record"
        title="Historical performance of investment-grade wine"
        description="Fine wine has grown steadily and moved independently of equities. Choose a holding period."
      />
      <div className="mt-8 rounded-3xl border border-border bg-surface/80 p-5 shadow-card sm:p-8">
        <Tabs label="Holding period" items={items} value={period} onValueChange={setPeriod} listClassName="w-fit" />
        <p className="mt-6 text-xs text-fg-subtle">
          Index returns of investment-grade wine, before fees. Past performance is not a reliable indicator of future
          results.
        </p>
      </div>
    </section>
  );
}
