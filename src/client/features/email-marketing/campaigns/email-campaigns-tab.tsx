/**
 * Email Campaigns (spec section 2): the four tiles, the campaigns with live progress (polled while
 * one sends), create/edit, pause/resume/cancel; says "Campaign sent successfully!" or "Failed to
 * send campaign" when a send this admin started ends.
 */
import { useEffect, useState } from 'react';
import { CAMPAIGN_MESSAGES, type Campaign } from '../../../../contracts/email-campaigns';
import { useEmailCampaigns } from '../../../api/email/find-email-campaigns';
import { useRunEmailCampaignAction, type EmailCampaignAction } from '../../../api/email/run-email-campaign-action';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { CampaignEditorDialog } from './campaign-editor-dialog';
import { CampaignList } from './campaign-list';
import { CampaignTiles } from './campaign-tiles';

export default function EmailCampaignsTab() {
  const campaigns = useEmailCampaigns();
  const action = useRunEmailCampaignAction();
  const toast = useToast();
  const [editing, setEditing] = useState<Campaign | 'new' | null>(null);
  const [watching, setWatching] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const watched = campaigns.data?.items.find((c) => c.id === watching);
  useEffect(() => {
    if (!watched || watched.status === 'sending') return;
    setWatching(null);
    if (watched.status === 'sent') setOutcome({ ok: true, text: CAMPAIGN_MESSAGES.sent });
    else if (watched.status === 'failed')
      setOutcome({ ok: false, text: `${CAMPAIGN_MESSAGES.failed}: ${watched.lastError ?? ''}` });
  }, [watched]);

  const run = (campaign: Campaign, kind: EmailCampaignAction) =>
    action.mutate(
      { id: campaign.id, action: kind },
      {
        onSuccess: () => kind === 'resume' && setWatching(campaign.id),
        onError: (err) => toast({ title: err.message, tone: 'error' }),
      },
    );

  return (
    <div className="flex flex-col gap-6">
      <CampaignTiles tiles={campaigns.data?.tiles} />
      <section aria-labelledby="campaigns-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="campaigns-title" className="text-lg font-semibold text-fg">
            Campaigns
          </h2>
          <Button onClick={() => setEditing('new')}>Create Campaign</Button>
        </div>
        {outcome && (
          <Alert
            tone={outcome.ok ? 'success' : 'error'}
            action={
              <Button size="sm" variant="ghost" onClick={() => setOutcome(null)}>
                Dismiss
              </Button>
            }
          >
            {outcome.text}
          </Alert>
        )}
        {campaigns.isError ? (
          <LoadError
            title="Campaigns could not be loaded"
            message={campaigns.error.message}
            onRetry={() => void campaigns.refetch()}
          />
        ) : !campaigns.data ? (
          <div className="flex flex-col gap-3">
            <p role="status" className="sr-only">
              Loading campaigns…
            </p>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-24 w-full" />
            ))}
          </div>
        ) : (
          <CampaignList
            items={campaigns.data.items}
            onEdit={setEditing}
            onAction={run}
            busyId={action.isPending ? (action.variables?.id ?? null) : null}
          />
        )}
      </section>
      {editing && (
        <CampaignEditorDialog
          campaign={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onStarted={(id) => {
            setOutcome(null);
            setWatching(id);
          }}
        />
      )}
    </div>
  );
}
