/** Labels and colours of the history's statuses, methods and periods. */
import type { PaymentRecord } from '../../../../../contracts/payments';
import type { BadgeTone } from '../../../../components/ui/badge';

export const STATUS_LABELS: Record<PaymentRecord['status'], { label: string; tone: BadgeTone }> = {
  succeeded: { label: 'Succeeded', tone: 'success' },
  pending: { label: 'Pending', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
};

export const METHOD_LABELS: Record<PaymentRecord['paymentMethod'], string> = {
  card: 'Card',
  bank: 'Bank (ACH)',
  crypto: 'Crypto',
};

export const PERIOD_LABELS = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last 12 months',
  all: 'All time',
} as const;
