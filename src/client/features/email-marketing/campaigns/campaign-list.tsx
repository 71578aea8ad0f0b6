/** The campaigns, newest first: status badge, audience, dates, live progress and the actions its status allows. */
import { SEGMENT_LABELS } from '../../../../contracts/email';
import type { Campaign } from '../../../../contracts/email-campaigns';
import { canDo } from '../../../../domain/email-campaign';
import { formatInteger } from '../../../../domain/format';
import type { EmailCampaignAction } from '../../../api/email/run-email-campaign-action';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CAMPAIGN_STATUS_LABEL, CAMPAIGN_STATUS_TONE, formatDateTime, formatRate } from './campaign-labels';

export function CampaignList(props: {
  items: Campaign[];
  onEdit: (campaign: Campaign) => void;
  onAction: (campaign: Campaign, action: EmailCampaignAction) => void;
  busyId: string | null;
}) {
  if (!props.items.length)
    return (
      <p className="rounded-xl border border-border px-4 py-10 text-center text-fg-muted">
        No campaigns yet. Create one to write to your subscribers.
      </p>
    );
  return (
    <ul className="flex flex-col gap-3" aria-label="Campaigns">
      {props.items.map((c) => {
        const done = c.sentCount + c.skippedCount + c.failedCount + c.digestCount;
        const busy = props.busyId === c.id;
        return (
          <li key={c.id} className="rounded-2xl border border-border bg-surface/80 p-4 shadow-card">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="break-words text-base font-semibold text-fg">{c.name}</h3>
                  <Badge tone={CAMPAIGN_STATUS_TONE[c.status]}>{CAMPAIGN_STATUS_LABEL[c.status]}</Badge>
                </div>
                <p className="mt-1 break-words text-sm text-fg-muted">{c.subject}</p>
                <p className="mt-1 text-xs text-fg-subtle">
                  {SEGMENT_LABELS[c.audienceSegment]} · Created {formatDateTime(c.createdAt)}
                  {c.scheduledAt && c.status === 'scheduled' ? ` · Scheduled ${formatDateTime(c.scheduledAt)}` : ''}
                  {c.sentAt ? ` · Sent ${formatDateTime(c.sentAt)}` : ''}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {canDo('edit', c.status) && (
                  <Button size="sm" variant="secondary" onClick={() => props.onEdit(c)}>
                    Edit
                  </Button>
                )}
                {canDo('pause', c.status) && (
                  <Button size="sm" variant="secondary" isLoading={busy} onClick={() => props.onAction(c, 'pause')}>
                    Pause
                  </Button>
                )}
                {canDo('resume', c.status) && (
                  <Button size="sm" variant="secondary" isLoading={busy} onClick={() => props.onAction(c, 'resume')}>
                    Resume
                  </Button>
                )}
                {canDo('cancel', c.status) && (
                  <Button size="sm" variant="ghost" disabled={busy} onClick={() => props.onAction(c, 'cancel')}>
                    Cancel sending
                  </Button>
                )}
              </div>
            </div>
            {c.totalCount > 0 && (
              <div className="mt-3">
                <div
                  role="progressbar"
                  aria-label={`${c.name}: progress`}
                  aria-valuemin={0}
                  aria-valuemax={c.totalCount}
                  aria-valuenow={done}
                  className="h-2 overflow-hidden rounded-full bg-surface-2"
                >
                  <div className="h-full bg-gold" style={{ width: `${(done / c.totalCount) * 100}%` }} />
                </div>
                <p className="mt-1 text-xs text-fg-muted">
                  {formatInteger(c.sentCount)} / {formatInteger(c.totalCount)} sent
                  {c.digestCount ? ` · ${formatInteger(c.digestCount)} queued for digest` : ''}
                  {c.skippedCount ? ` · ${formatInteger(c.skippedCount)} skipped (preferences)` : ''}
                  {c.failedCount ? ` · ${formatInteger(c.failedCount)} failed` : ''}
                  {c.stats.delivered
                    ? ` · ${formatInteger(c.stats.opened)} opened (${formatRate(c.stats.opened / c.stats.delivered)}) · ${formatInteger(c.stats.clicked)} clicked`
                    : ''}
                </p>
              </div>
            )}
            {c.lastError && (
              <p className="mt-2 text-sm text-danger" role="note">
                {c.lastError}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
