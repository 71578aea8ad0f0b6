import { useState } from 'react';
import { TIMELINE_DEFAULT_YEAR, timelineBarWidthPct } from '../../../../domain/investment';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useWineIndex } from '../../../api/wine/get-wine-index';
import { LoadError } from '../../../components/ui/load-error';

/**
 * Wine Appreciation Timeline: pick one of the seven years (2020 first) to see its event, index and
 * change from the 2000 baseline; bars show every year up to the selected one, scaled to 300.
 */
export function AppreciationTimeline() {
  const query = useWineIndex();
  const [year, setYear] = useState<number>(TIMELINE_DEFAULT_YEAR);

  if (query.isPending) return <Skeleton className="h-96 w-full rounded-2xl" />;
  if (query.isError)
    return (
      <LoadError
        title="Unable to load the wine index"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );

  const { timeline, star_vintages: stars } = query.data;
  const point = timeline.find((p) => p.year === year) ?? timeline[timeline.length - 1];
  const shown = timeline.filter((p) => p.year <= (point?.year ?? year));

  return (
    <section aria-labelledby="timeline-title" className="flex flex-col gap-6">
      <div>
        <h2 id="timeline-title" className="text-2xl font-semibold text-fg sm:text-3xl">
          Wine Appreciation Timeline
        </h2>
        <p className="mt-1 text-fg-muted">
          The fine-wine index since {timeline[0]?.year} (baseline {query.data.baseline}).
        </p>
      </div>
      <div role="radiogroup" aria-label="Timeline year" className="flex flex-wrap gap-2">
        {timeline.map((p) => (
          <button
            key={p.year}
            type="button"
            role="radio"
            aria-checked={p.year === point?.year}
            onClick={() => setYear(p.year)}
            className={cn(
              'focus-ring min-h-11 min-w-16 rounded-lg border px-3 text-sm font-semibold tabular-nums transition-colors',
              p.year === point?.year
                ? 'border-gold bg-gold text-on-gold'
                : 'border-border bg-surface-2/60 text-fg-muted hover:text-fg',
            )}
          >
            {p.year}
          </button>
        ))}
      </div>
      {point ? (
        <div className="grid gap-5 lg:grid-cols-2">
          <Card aria-live="polite" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-display text-4xl font-semibold tabular-nums text-fg">{point.year}</p>
              <Badge tone="gold">{point.milestone}</Badge>
            </div>
            <h3 className="text-xl font-semibold text-fg">{point.event}</h3>
            <p className="text-fg-muted">{point.description}</p>
            <dl className="mt-auto grid grid-cols-2 gap-3">
              <div className="rounded-xl bg-surface-2/70 p-3">
                <dt className="text-xs text-fg-subtle">Index Value</dt>
                <dd className="text-2xl font-semibold tabular-nums text-fg">{Number(point.index).toFixed(0)}</dd>
              </div>
              <div className="rounded-xl bg-surface-2/70 p-3">
                <dt className="text-xs text-fg-subtle">From Baseline</dt>
                <dd className="text-2xl font-semibold tabular-nums text-success">
                  +{Number(point.change_from_baseline_pct).toFixed(0)}%
                </dd>
              </div>
            </dl>
          </Card>
          <Card>
            <h3 className="text-sm font-semibold uppercase tracking-[0.14em] text-gold">Index by year</h3>
            <ul
              className="mt-4 flex flex-col gap-3"
              aria-label={`Wine index from ${timeline[0]?.year} to ${point.year}`}
            >
              {shown.map((p) => (
                <li key={p.year} className="grid grid-cols-[3rem_1fr_3rem] items-center gap-3 text-sm">
                  <span className="tabular-nums text-fg-muted">{p.year}</span>
                  <span className="h-3 rounded-full bg-surface-3" aria-hidden="true">
                    <span
                      className="block h-full rounded-full bg-gradient-to-r from-brand to-gold"
                      style={{ width: `${timelineBarWidthPct(Number(p.index))}%` }}
                    />
                  </span>
                  <span className="text-right font-semibold tabular-nums text-fg">{Number(p.index).toFixed(0)}</span>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      ) : null}
      <div>
        <h3 className="text-lg font-semibold text-fg">Star Vintages</h3>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {stars.map((v) => (
            <li key={`${v.name}-${v.vintage}`}>
              <Card tone="muted" className="h-full">
                <p className="font-semibold text-fg">
                  {v.name} {v.vintage}
                </p>
                <p className="mt-2 font-display text-2xl font-semibold tabular-nums text-success">
                  +{Number(v.appreciation_pct).toLocaleString('en-US')}%
                </p>
                <p className="text-xs text-fg-subtle">{v.note}</p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
