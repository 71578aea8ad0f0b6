/** How subscriber statuses read and look in the Subscriber Management tab. */
import type { SubscriberStatus } from '../../../../domain/email-consent';
import type { BadgeTone } from '../../../components/ui/badge';

export const STATUS_LABEL: Record<SubscriberStatus, string> = {
  active: 'Active',
  pending: 'Pending confirmation',
  unsubscribed: 'Unsubscribed',
};
export const STATUS_TONE: Record<SubscriberStatus, BadgeTone> = {
  active: 'success',
  pending: 'warning',
  unsubscribed: 'neutral',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
export const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '—');
