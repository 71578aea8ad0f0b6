import type { ReactNode } from 'react';
import { formatCompactUsd, formatInteger } from '../../../../domain/format';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useWineSummary } from '../api/get-wine-summary';
import { signedPct } from './wine-labels';

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-border bg-surface/80 px-5 py-4 shadow-card">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-semibold tabular-nums text-fg">{children}</dd>
    </div>
  );
}

/** Portfolio value, bottles, mean appreciation and backing ratio, all derived from the assets. */
export function WineHeroStats() {
  const query = useWineSummary();
  const hero = query.data?.hero;
  const show = (render: (h: NonNullable<typeof hero>) => string) =>
    hero ? (
      render(hero)
    ) : query.isError ? (
      <span className="text-base text-fg-subtle">Unavailable</span>
    ) : (
      <Skeleton className="h-8 w-28" />
    );
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Stat label="Portfolio Value">{show((h) => formatCompactUsd(h.portfolio_value))}</Stat>
        <Stat label="Total Bottles">{show((h) => formatInteger(h.total_bottles))}</Stat>
        <Stat label="Avg. Appreciation">{show((h) => signedPct(h.avg_appreciation_pct))}</Stat>
        <Stat label="Backing Ratio">{show((h) => `${Number(h.backing_ratio).toFixed(1)}%`)}</Stat>
      </dl>
      {query.isError && !hero ? (
        <div className="flex items-center gap-3 text-sm text-fg-muted">
          <p role="alert">Unable to load portfolio figures.</p>
          <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : null}
    </div>
  );
}
