/** How the compliance values read on screen (labels, badge tones, dates). */
import type { BadgeTone } from '../../../components/ui/badge';
import type {
  AuditStatus,
  AuditType,
  ComplianceCategory,
  ComplianceStatus,
  DueState,
  RiskLevel,
} from '../../../../domain/compliance/compliance';

export const CATEGORY_LABEL: Record<ComplianceCategory, string> = {
  sec: 'SEC',
  aml: 'AML',
  kyc: 'KYC',
  data: 'Data Protection',
  security: 'Security',
};

export const STATUS_LABEL: Record<ComplianceStatus, string> = {
  compliant: 'Compliant',
  pending: 'Pending',
  non_compliant: 'Non-compliant',
  expired: 'Expired',
};
export const STATUS_TONE: Record<ComplianceStatus, BadgeTone> = {
  compliant: 'success',
  pending: 'warning',
  non_compliant: 'danger',
  expired: 'danger',
};

export const LEVEL_LABEL: Record<RiskLevel, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};
export const LEVEL_TONE: Record<RiskLevel, BadgeTone> = {
  critical: 'danger',
  high: 'warning',
  medium: 'info',
  low: 'neutral',
};

export const AUDIT_TYPE_LABEL: Record<AuditType, string> = {
  external: 'External',
  regulatory: 'Regulatory',
  internal: 'Internal',
};

export const AUDIT_STATUS_LABEL: Record<AuditStatus, string> = {
  completed: 'Completed',
  in_progress: 'In progress',
  scheduled: 'Scheduled',
};
export const AUDIT_STATUS_TONE: Record<AuditStatus, BadgeTone> = {
  completed: 'success',
  in_progress: 'info',
  scheduled: 'neutral',
};

export const DUE_LABEL: Record<DueState, string> = { overdue: 'Overdue', due_soon: 'Due soon', current: 'Current' };
export const DUE_TONE: Record<DueState, BadgeTone> = { overdue: 'danger', due_soon: 'warning', current: 'success' };

/** "in 12 days", "today", "3 days ago". */
export function relativeDays(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return days > 0 ? `in ${days} days` : `${-days} days ago`;
}

// Calendar days (YYYY-MM-DD) are read as UTC so no time zone moves them to the day before.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
export const formatDay = (isoDay: string | null) => (isoDay ? dayFormat.format(new Date(`${isoDay}T00:00:00Z`)) : '—');

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${Math.round(size / 102.4) / 10} KB`;
  return `${Math.round(size / (1024 * 104.8576)) / 10} MB`;
}
