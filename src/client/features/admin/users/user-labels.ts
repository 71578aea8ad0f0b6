/** Display labels of the managed user's statuses (operator spec section 3) and their badge tones. */
import type { BadgeTone } from '../../../components/ui/badge';
import type { InvestorStatus } from '../../../../contracts/admin-users';
import type { Role } from '../../../../domain/constants';

export const ROLE_LABEL: Record<Role, string> = { user: 'User', investor: 'Investor', admin: 'Admin' };
export const ROLE_TONE: Record<Role, BadgeTone> = { user: 'neutral', investor: 'gold', admin: 'brand' };

export type KycStatus = 'not_started' | 'pending' | 'approved' | 'rejected';
export const KYC_LABEL: Record<KycStatus, string> = {
  not_started: 'Not started',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
export const KYC_TONE: Record<KycStatus, BadgeTone> = {
  not_started: 'neutral',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

export const INVESTOR_STATUS_LABEL: Record<InvestorStatus, string> = {
  none: 'None',
  pending: 'Pending',
  verified: 'Verified',
  accredited: 'Accredited',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : 'Never');
export const formatDateTime = (iso: string | null) => (iso ? dateTimeFormat.format(new Date(iso)) : 'Never');
