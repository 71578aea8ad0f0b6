/**
 * Timeline: the fine-wine index the token is backed by, year by year, from the database
 * (GET /api/v1/wine-index), with each year's event and milestone.
 */
import { timelineBarWidthPct } from '../../../../domain/investment';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useWineIndex } from '../../../api/wine/get-wine-index';
import { LoadError } from '../../../components/ui/load-error';

export function WineIndexTimeline() {
  const query = useWineIndex();
  return (
    <Card as="section" aria-labelledby="timeline-title" className="flex flex-col gap-4">
      <div>
        <h2 id="timeline-title" className="text-xl font-semibold text-fg">
          Wine index timeline
        </h2>
        <p className="mt-1 text-sm text-fg-muted">What backs VINO: the fine-wine index since 2000 (baseline 100).</p>
      </div>
      {query.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : query.isError ? (
        <LoadError
          title="Unable to load the wine index"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ol className="flex flex-col gap-3">
          {query.data.timeline.map((point) => (
            <li key={point.year} className="grid grid-cols-[3.5rem_1fr] gap-3">
              <span className="pt-0.5 text-sm font-semibold tabular-nums text-gold">{point.year}</span>
              <div className="flex flex-col gap-1">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="text-sm font-medium text-fg">{point.event}</span>
                  <span className="text-xs tabular-nums text-fg-muted">
                    index {point.index} · {point.change_from_baseline_pct.startsWith('-') ? '' : '+'}
                    {point.change_from_baseline_pct}%
                  </span>
                </div>
                <div className="h-1.5 rounded-full bg-surface-2" aria-hidden="true">
                  <div
                    className="h-full rounded-full bg-gradient-to-r from-brand to-gold"
                    style={{ width: `${timelineBarWidthPct(Number(point.index))}%` }}
                  />
                </div>
                <span className="text-xs text-fg-subtle">{point.milestone}</span>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
