/** How campaign statuses read and look, and the dates of the list. */
import type { CampaignStatus } from '../../../../domain/email-campaign';
import type { BadgeTone } from '../../../components/ui/badge';

export const CAMPAIGN_STATUS_LABEL: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  paused: 'Paused',
  sent: 'Sent',
  cancelled: 'Cancelled',
  failed: 'Failed',
};
export const CAMPAIGN_STATUS_TONE: Record<CampaignStatus, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'info',
  sending: 'gold',
  paused: 'warning',
  sent: 'success',
  cancelled: 'neutral',
  failed: 'danger',
};

const dateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');
export const formatRate = (rate: number) => `${(rate * 100).toFixed(1)}%`;
