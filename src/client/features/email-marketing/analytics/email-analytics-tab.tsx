/**
 * Email Analytics: per campaign that went out, delivered, opens, clicks, unsubscribes, bounces and
 * complaints (people, from the tracking events), and opens and clicks per hour.
 */
import type { CampaignAnalytics } from '../../../../contracts/email-campaigns';
import { formatInteger } from '../../../../domain/format';
import { useEmailCampaignAnalytics } from '../../../api/email/get-email-campaign-analytics';
import { Badge } from '../../../components/ui/badge';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { CAMPAIGN_STATUS_LABEL, CAMPAIGN_STATUS_TONE, formatDateTime, formatRate } from '../campaigns/campaign-labels';
import { CampaignTimelineChart } from './campaign-timeline-chart';

type Item = CampaignAnalytics['items'][number];

const FIGURES: { label: string; value: (s: Item['stats']) => number; rate?: boolean }[] = [
  { label: 'Delivered', value: (s) => s.delivered },
  { label: 'Opens', value: (s) => s.opened, rate: true },
  { label: 'Clicks', value: (s) => s.clicked, rate: true },
  { label: 'Unsubscribes', value: (s) => s.unsubscribed, rate: true },
  { label: 'Bounces', value: (s) => s.bounced },
  { label: 'Complaints', value: (s) => s.complaints },
];

export default function EmailAnalyticsTab() {
  const analytics = useEmailCampaignAnalytics();
  if (analytics.isError)
    return (
      <LoadError
        title="Email analytics could not be loaded"
        message={analytics.error.message}
        onRetry={() => void analytics.refetch()}
      />
    );
  if (!analytics.data)
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="sr-only">
          Loading email analytics…
        </p>
        <Skeleton className="h-48 w-full" />
      </div>
    );
  if (!analytics.data.items.length)
    return (
      <p className="rounded-xl border border-border px-4 py-10 text-center text-fg-muted">
        No campaign has been sent yet. Its delivery, opens and clicks appear here once it goes out.
      </p>
    );
  return (
    <ul className="flex flex-col gap-4" aria-label="Campaign analytics">
      {analytics.data.items.map((c) => (
        <li key={c.id} className="rounded-2xl border border-border bg-surface/80 p-4 shadow-card">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="break-words text-base font-semibold text-fg">{c.name}</h3>
            <Badge tone={CAMPAIGN_STATUS_TONE[c.status]}>{CAMPAIGN_STATUS_LABEL[c.status]}</Badge>
            <span className="text-xs text-fg-subtle">{formatDateTime(c.sentAt)}</span>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {FIGURES.map((f) => (
              <div key={f.label} className="rounded-xl border border-border px-3 py-2">
                <dt className="text-xs text-fg-muted">{f.label}</dt>
                <dd className="text-lg font-semibold tabular-nums text-fg">
                  {formatInteger(f.value(c.stats))}
                  {f.rate && c.stats.delivered > 0 && (
                    <span className="ml-1 text-xs font-normal text-fg-muted">
                      {formatRate(f.value(c.stats) / c.stats.delivered)}
                    </span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-4">
            <CampaignTimelineChart name={c.name} points={c.timeline} />
          </div>
        </li>
      ))}
    </ul>
  );
}
