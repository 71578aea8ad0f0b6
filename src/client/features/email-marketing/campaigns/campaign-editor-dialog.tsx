/**
 * Create or edit a campaign (spec section 2: name, subject, audience segment, content; Cancel,
 * Save as Draft, Send Now), with Send a test to yourself and Schedule. Send Now asks the spec's
 * confirmation first. The form validates with the contract schema the server uses.
 */
import { useState, type FormEvent } from 'react';
import { SEGMENT_LABELS } from '../../../../contracts/email';
import {
  CAMPAIGN_MESSAGES,
  CampaignInputSchema,
  type Campaign,
  type CampaignInput,
} from '../../../../contracts/email-campaigns';
import { AUDIENCE_SEGMENTS, type AudienceSegment } from '../../../../domain/email-consent';
import { useRunEmailCampaignAction } from '../../../api/email/run-email-campaign-action';
import { useCreateEmailCampaign } from '../../../api/email/create-email-campaign';
import { useUpdateEmailCampaign } from '../../../api/email/update-email-campaign';
import { useSendTestEmailCampaign } from '../../../api/email/send-test-email-campaign';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Select, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { fieldMessages } from '../../../lib/form-errors';
import { CampaignContentEditor } from './campaign-content-editor';
import { ConfirmSendDialog } from './confirm-send-dialog';

const EMPTY: CampaignInput = { name: '', subject: '', audienceSegment: 'all_users', content: '' };

/** A datetime-local value one hour from now (the input's own format, local time). */
function inAnHour(): string {
  const d = new Date(Date.now() + 3_600_000);
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
}

export function CampaignEditorDialog({
  campaign,
  onClose,
  onStarted,
}: {
  campaign: Campaign | null;
  onClose: () => void;
  /** A send was started: the tab watches it and says when it is done. */
  onStarted: (id: string) => void;
}) {
  const [form, setForm] = useState<CampaignInput>(
    campaign
      ? {
          name: campaign.name,
          subject: campaign.subject,
          audienceSegment: campaign.audienceSegment,
          content: campaign.content,
        }
      : EMPTY,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [scheduleAt, setScheduleAt] = useState(inAnHour);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Once saved (e.g. Send Now refused for an empty audience), later saves edit that draft.
  const [savedId, setSavedId] = useState<string | null>(campaign?.id ?? null);
  const create = useCreateEmailCampaign();
  const update = useUpdateEmailCampaign();
  const action = useRunEmailCampaignAction();
  const test = useSendTestEmailCampaign();
  const toast = useToast();
  const busy = create.isPending || update.isPending || action.isPending;
  const set = <K extends keyof CampaignInput>(key: K, value: CampaignInput[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  /** Validates and saves; returns the saved campaign's id, or null when the form has errors. */
  async function saveDraft(): Promise<string | null> {
    const parsed = CampaignInputSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error.issues));
      return null;
    }
    setErrors({});
    setFailure(null);
    try {
      const saved = savedId
        ? await update.mutateAsync({ ...parsed.data, id: savedId })
        : await create.mutateAsync(parsed.data);
      setSavedId(saved.id);
      return saved.id;
    } catch (err) {
      setFailure(err instanceof Error ? err.message : 'Failed to save the campaign');
      return null;
    }
  }

  async function onSaveDraft(event?: FormEvent) {
    event?.preventDefault();
    if (await saveDraft()) {
      toast({ title: 'Campaign saved as draft', tone: 'success' });
      onClose();
    }
  }

  async function start(kind: 'send' | 'schedule') {
    setConfirming(false);
    const id = await saveDraft();
    if (!id) return;
    try {
      await action.mutateAsync({
        id,
        action: kind,
        scheduledAt: kind === 'schedule' ? new Date(scheduleAt).toISOString() : undefined,
      });
      if (kind === 'send') onStarted(id);
      else toast({ title: 'Campaign scheduled', tone: 'success' });
      onClose();
    } catch (err) {
      setFailure(`${CAMPAIGN_MESSAGES.failed}: ${err instanceof Error ? err.message : ''}`);
    }
  }

  async function sendTest() {
    setFailure(null);
    try {
      const result = await test.mutateAsync({ subject: form.subject, content: form.content });
      toast({ title: result.message, tone: 'success' });
    } catch (err) {
      setFailure(err instanceof Error ? err.message : 'The test could not be sent');
    }
  }

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        size="lg"
        title={campaign ? 'Edit Campaign' : 'Create Campaign'}
        footer={
          <div className="flex w-full flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="secondary" isLoading={test.isPending} onClick={() => void sendTest()}>
              Send a test to yourself
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void onSaveDraft()}>
              Save as Draft
            </Button>
            <Button variant="primary" disabled={busy} onClick={() => setConfirming(true)}>
              Send Now
            </Button>
          </div>
        }
      >
        <form className="flex flex-col gap-4" onSubmit={(e) => void onSaveDraft(e)} noValidate>
          {failure && <Alert tone="error">{failure}</Alert>}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label="Campaign name"
              value={form.name}
              maxLength={200}
              onChange={(e) => set('name', e.target.value)}
              error={errors['name']}
              required
            />
            <Select
              label="Audience segment"
              value={form.audienceSegment}
              onChange={(e) => set('audienceSegment', e.target.value as AudienceSegment)}
              hint="Confirmed newsletter subscribers only"
            >
              {AUDIENCE_SEGMENTS.map((s) => (
                <option key={s} value={s}>
                  {SEGMENT_LABELS[s]}
                </option>
              ))}
            </Select>
          </div>
          <TextField
            label="Subject"
            value={form.subject}
            maxLength={200}
            onChange={(e) => set('subject', e.target.value)}
            error={errors['subject']}
            required
          />
          <CampaignContentEditor
            subject={form.subject}
            content={form.content}
            onChange={(content) => set('content', content)}
            error={errors['content']}
          />
          <div className="flex flex-wrap items-end gap-2 rounded-xl border border-border p-3">
            <TextField
              label="Schedule for"
              type="datetime-local"
              value={scheduleAt}
              onChange={(e) => setScheduleAt(e.target.value)}
            />
            <Button variant="secondary" disabled={busy || !scheduleAt} onClick={() => void start('schedule')}>
              Schedule
            </Button>
          </div>
        </form>
      </Dialog>
      <ConfirmSendDialog open={confirming} onCancel={() => setConfirming(false)} onConfirm={() => void start('send')} />
    </>
  );
}
