/**
 * Admin → Compliance & Audit (operator spec section 2; section 3 ComplianceItem and Audit; section 4
 * statuses and levels; section 9 categories, audit types and the 30-day due-soon threshold).
 * Compliance items, audit reports, their attached files, the summary tiles and the schedule.
 */
import { z } from './zod';
import {
  AUDIT_STATUSES,
  AUDIT_TYPES,
  COMPLIANCE_CATEGORIES,
  COMPLIANCE_DUE_SOON_DAYS,
  COMPLIANCE_STATUSES,
  DUE_STATES,
  RISK_LEVELS,
} from '../domain/compliance/compliance';

export const complianceApiPaths = {
  summary: '/api/v1/admin/compliance/summary',
  items: '/api/v1/admin/compliance/items',
  item: '/api/v1/admin/compliance/items/:id',
  /** POST multipart/form-data with one file in the field `file`. */
  itemAttachments: '/api/v1/admin/compliance/items/:id/attachments',
  audits: '/api/v1/admin/compliance/audits',
  audit: '/api/v1/admin/compliance/audits/:id',
  /** POST multipart/form-data with one file in the field `file`. */
  auditAttachments: '/api/v1/admin/compliance/audits/:id/attachments',
  /** GET: the file (download); DELETE: detach it. */
  attachment: '/api/v1/admin/compliance/attachments/:id',
  schedule: '/api/v1/admin/compliance/schedule',
  /** Fills the `:id` of a path. */
  forId: (pattern: string, id: string) => pattern.replace(':id', encodeURIComponent(id)),
} as const;

/** The largest attachment accepted. */
export const COMPLIANCE_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** How many files one item or audit may carry. */
export const COMPLIANCE_MAX_ATTACHMENTS = 20;
/** For the file picker; the server decides by the file's bytes. */
export const COMPLIANCE_ACCEPTED_FILE_TYPES = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

export const COMPLIANCE_MESSAGES = {
  fileMissing: 'Choose a file to attach.',
  fileType: 'Only PDF, JPEG or PNG files can be attached.',
  fileMismatch: (fileName: string, actual: string) =>
    `${fileName} is not what its name says: its content is a ${actual}. Attach the real file or rename it.`,
  tooLarge: `Attachments must be ${COMPLIANCE_MAX_FILE_BYTES / (1024 * 1024)} MB or smaller.`,
  tooMany: `At most ${COMPLIANCE_MAX_ATTACHMENTS} files can be attached to one record.`,
  itemNotFound: 'Compliance item not found.',
  auditNotFound: 'Audit report not found.',
  attachmentNotFound: 'Attachment not found.',
  reviewOrder: 'The next review must be on or after the last review.',
} as const;

const IdParams = (message: string) => z.object({ id: z.uuid(message) });
export const ComplianceItemParamsSchema = IdParams(COMPLIANCE_MESSAGES.itemNotFound);
export const AuditReportParamsSchema = IdParams(COMPLIANCE_MESSAGES.auditNotFound);
export const ComplianceAttachmentParamsSchema = IdParams(COMPLIANCE_MESSAGES.attachmentNotFound);

const day = (message: string) => z.iso.date({ message });
const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .max(max, `${label} is too long (${max} characters at most)`);
const required = (label: string, max: number) => text(label, max).min(1, `${label} is required`);

export const ComplianceAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  /** Where the file is downloaded (admins only). */
  url: z.string(),
});
export type ComplianceAttachment = z.infer<typeof ComplianceAttachmentSchema>;

// ---------- Compliance items ----------

export const ComplianceItemInputSchema = z
  .object({
    category: z.enum(COMPLIANCE_CATEGORIES, { message: 'Choose a category' }),
    title: required('Title', 200),
    description: text('Description', 2000).default(''),
    status: z.enum(COMPLIANCE_STATUSES, { message: 'Choose a status' }),
    riskLevel: z.enum(RISK_LEVELS, { message: 'Choose a risk level' }),
    responsible: required('Responsible', 120),
    /** Null: never reviewed yet. */
    lastReview: day('Enter the last review as a date, or leave it empty').nullable().default(null),
    nextReview: day('Enter the next review date'),
  })
  .refine((v) => v.lastReview === null || v.lastReview <= v.nextReview, {
    message: COMPLIANCE_MESSAGES.reviewOrder,
    path: ['nextReview'],
  });
export type ComplianceItemInput = z.input<typeof ComplianceItemInputSchema>;

export const ComplianceItemSchema = z.object({
  id: z.string(),
  category: z.enum(COMPLIANCE_CATEGORIES),
  title: z.string(),
  description: z.string(),
  status: z.enum(COMPLIANCE_STATUSES),
  riskLevel: z.enum(RISK_LEVELS),
  responsible: z.string(),
  lastReview: z.string().nullable(),
  nextReview: z.string(),
  /** The next review seen from the server's today: overdue, due soon (0 to 30 days) or current. */
  dueState: z.enum(DUE_STATES),
  /** Days until the next review; negative once it has passed. */
  daysUntilReview: z.number().int(),
  documents: z.array(ComplianceAttachmentSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ComplianceItem = z.infer<typeof ComplianceItemSchema>;

export const ComplianceItemListQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search is too long').optional(),
  category: z.enum(['all', ...COMPLIANCE_CATEGORIES]).default('all'),
  status: z.enum(['all', ...COMPLIANCE_STATUSES]).default('all'),
  riskLevel: z.enum(['all', ...RISK_LEVELS]).default('all'),
  due: z.enum(['all', ...DUE_STATES]).default('all'),
});
export type ComplianceItemListQuery = z.input<typeof ComplianceItemListQuerySchema>;

export const ComplianceItemListSchema = z.object({ items: z.array(ComplianceItemSchema) });
export type ComplianceItemList = z.infer<typeof ComplianceItemListSchema>;

// ---------- Audit reports ----------

export const AuditReportInputSchema = z.object({
  type: z.enum(AUDIT_TYPES, { message: 'Choose an audit type' }),
  title: required('Title', 200),
  auditor: required('Auditor', 120),
  date: day('Enter the audit date'),
  status: z.enum(AUDIT_STATUSES, { message: 'Choose a status' }),
  findings: text('Findings', 4000).default(''),
  recommendations: text('Recommendations', 4000).default(''),
  priority: z.enum(RISK_LEVELS, { message: 'Choose a priority' }),
});
export type AuditReportInput = z.input<typeof AuditReportInputSchema>;

export const AuditReportSchema = z.object({
  id: z.string(),
  type: z.enum(AUDIT_TYPES),
  title: z.string(),
  auditor: z.string(),
  date: z.string(),
  status: z.enum(AUDIT_STATUSES),
  findings: z.string(),
  recommendations: z.string(),
  priority: z.enum(RISK_LEVELS),
  /** Null for a completed audit; otherwise as for a review date. */
  dueState: z.enum(DUE_STATES).nullable(),
  daysUntil: z.number().int().nullable(),
  documents: z.array(ComplianceAttachmentSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AuditReport = z.infer<typeof AuditReportSchema>;

export const AuditReportListQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search is too long').optional(),
  type: z.enum(['all', ...AUDIT_TYPES]).default('all'),
  status: z.enum(['all', ...AUDIT_STATUSES]).default('all'),
  priority: z.enum(['all', ...RISK_LEVELS]).default('all'),
});
export type AuditReportListQuery = z.input<typeof AuditReportListQuerySchema>;

export const AuditReportListSchema = z.object({ items: z.array(AuditReportSchema) });
export type AuditReportList = z.infer<typeof AuditReportListSchema>;

// ---------- Summary and schedule ----------

export const ComplianceSummarySchema = z.object({
  totalItems: z.number().int(),
  compliantItems: z.number().int(),
  /** Compliant items as a share of all items, in percent (0 when there are none). */
  complianceRate: z.number(),
  dueSoonReviews: z.number().int(),
  overdueReviews: z.number().int(),
  /** Items rated critical or high risk that are not compliant. */
  highRiskOpenItems: z.number().int(),
  /** Audits scheduled or in progress. */
  openAudits: z.number().int(),
  dueSoonDays: z.literal(COMPLIANCE_DUE_SOON_DAYS),
});
export type ComplianceSummary = z.infer<typeof ComplianceSummarySchema>;

export const ComplianceScheduleEntrySchema = z.object({
  kind: z.enum(['review', 'audit']),
  /** The compliance item's or the audit's id. */
  id: z.string(),
  title: z.string(),
  date: z.string(),
  dueState: z.enum(DUE_STATES),
  daysUntil: z.number().int(),
  /** Who: the item's responsible or the audit's auditor. */
  owner: z.string(),
  /** The item's category or the audit's type. */
  group: z.string(),
  /** The item's risk level or the audit's priority. */
  level: z.enum(RISK_LEVELS),
});
export type ComplianceScheduleEntry = z.infer<typeof ComplianceScheduleEntrySchema>;

export const ComplianceScheduleSchema = z.object({
  /** Reviews of every item and open audits, earliest date first (overdue ones lead). */
  entries: z.array(ComplianceScheduleEntrySchema),
});
export type ComplianceSchedule = z.infer<typeof ComplianceScheduleSchema>;

export const ComplianceDeleteResponseSchema = z.object({ id: z.string(), deleted: z.literal(true) });
