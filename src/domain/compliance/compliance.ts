/**
 * Compliance & Audit (operator spec sections 3, 4 and 9): the value sets of compliance items and
 * audit reports, and when a review or audit date counts as due soon or overdue. Dates are calendar
 * days (`YYYY-MM-DD`), so the classification does not depend on the reader's time zone.
 */

/** Spec section 9: compliance categories. */
export const COMPLIANCE_CATEGORIES = ['sec', 'aml', 'kyc', 'data', 'security'] as const;
export type ComplianceCategory = (typeof COMPLIANCE_CATEGORIES)[number];

/** Spec section 4: compliance item status. */
export const COMPLIANCE_STATUSES = ['compliant', 'pending', 'non_compliant', 'expired'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/** Spec section 4: risk and priority levels, most severe first. */
export const RISK_LEVELS = ['critical', 'high', 'medium', 'low'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Spec section 9: audit types. */
export const AUDIT_TYPES = ['external', 'regulatory', 'internal'] as const;
export type AuditType = (typeof AUDIT_TYPES)[number];

/** Spec section 4: audit status. */
export const AUDIT_STATUSES = ['completed', 'in_progress', 'scheduled'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

/** Spec section 9: the due-soon threshold for compliance reviews (and appraisals), in days. */
export const COMPLIANCE_DUE_SOON_DAYS = 30;

/** Spec section 4, schedule rows: overdue when the date is past, due soon when 0 to 30 days remain. */
export const DUE_STATES = ['overdue', 'due_soon', 'current'] as const;
export type DueState = (typeof DUE_STATES)[number];

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayNumber(isoDay: string): number {
  const match = ISO_DAY.exec(isoDay);
  if (!match) throw new Error(`Not a calendar day: ${JSON.stringify(isoDay)}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** The calendar day (UTC) of an instant, as `YYYY-MM-DD`. */
export const toIsoDay = (instant: Date): string => instant.toISOString().slice(0, 10);

/** Whole days from `today` to `due`: 0 on the day itself, negative once it has passed. */
export function daysUntil(due: string, today: string): number {
  return dayNumber(due) - dayNumber(today);
}

/** The state of a review or audit falling on `due`, seen on `today`. */
export function classifyDueDate(due: string, today: string, dueSoonDays = COMPLIANCE_DUE_SOON_DAYS): DueState {
  const days = daysUntil(due, today);
  if (days < 0) return 'overdue';
  return days <= dueSoonDays ? 'due_soon' : 'current';
}

/** An audit still ahead of the team: a completed one has no due date left. */
export const isOpenAudit = (status: AuditStatus) => status !== 'completed';
