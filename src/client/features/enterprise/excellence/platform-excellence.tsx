/**
 * Platform Excellence (admins): a celebratory banner after 1 second, then four categories of four
 * figures, each a query or measurement of this platform with its source, and the summary counters.
 */
import { useEffect, useState } from 'react';
import { useExcellenceReport } from '../../../api/enterprise/get-excellence-report';
import type { ExcellenceMetric } from '../../../../contracts/enterprise';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { HowComputed } from '../components/how-computed';
import { formatDateTime, humanize } from '../components/status-tones';

const STATUS_TONE: Record<ExcellenceMetric['status'], BadgeTone> = {
  excellent: 'success',
  optimal: 'info',
  needs_attention: 'warning',
};

/** The spec's delay before the banner shows. */
const BANNER_DELAY_MS = 1000;

export default function PlatformExcellence() {
  const report = useExcellenceReport();
  const [showBanner, setShowBanner] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShowBanner(true), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (report.isError && !report.data)
    return (
      <LoadError title="Unable to load metrics" message={report.error.message} onRetry={() => void report.refetch()} />
    );
  const data = report.data;
  return (
    <section aria-labelledby="excellence-title" className="flex flex-col gap-8">
      <h2 id="excellence-title" className="text-2xl font-semibold text-fg">
        Platform Excellence
      </h2>
      {showBanner && data ? (
        <div role="status" className="rounded-2xl border border-gold/40 bg-gold/10 p-5">
          <p className="text-lg font-semibold text-fg">
            {`${data.summary.excellent} of ${data.summary.metrics} platform figures at excellent`}
          </p>
          <p className="mt-1 text-sm text-fg-muted">
            {data.summary.needsAttention ? `${data.summary.needsAttention} need attention. ` : ''}
            Every figure below is measured from the platform’s own data and graded against the threshold it names.
          </p>
        </div>
      ) : null}
      {data ? (
        <div className="grid gap-6 lg:grid-cols-2">
          {data.categories.map((cat) => (
            <Card key={cat.id} as="section" padding="md" aria-labelledby={`excellence-${cat.id}`}>
              <h3 id={`excellence-${cat.id}`} className="text-lg font-semibold text-fg">
                {cat.title}
              </h3>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {cat.metrics.map((m) => (
                  <li key={m.name} className="rounded-xl border border-border p-3">
                    <div className="flex items-start justify-between gap-2">
                      <p className="text-sm text-fg-muted">{m.name}</p>
                      <Badge tone={STATUS_TONE[m.status]}>{humanize(m.status)}</Badge>
                    </div>
                    <p className="mt-1 text-xl font-semibold tabular-nums text-fg">{m.value}</p>
                    {m.improvement ? (
                      <p
                        className={
                          m.improvement.startsWith('-')
                            ? 'text-xs text-red-400'
                            : m.improvement.startsWith('+')
                              ? 'text-xs text-emerald-400'
                              : 'text-xs text-fg-muted'
                        }
                      >
                        {m.improvement}
                      </p>
                    ) : null}
                    <HowComputed>{m.source}</HowComputed>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-64" />
          ))}
        </div>
      )}
      {data ? (
        <p className="text-xs text-fg-muted">
          {`${data.summary.metrics} figures: ${data.summary.excellent} excellent, ${data.summary.needsAttention} needing attention (each graded by the rule under it) · measured ${formatDateTime(data.summary.measuredAt)}`}
        </p>
      ) : null}
    </section>
  );
}
