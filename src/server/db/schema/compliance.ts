import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  AUDIT_STATUSES,
  AUDIT_TYPES,
  COMPLIANCE_CATEGORIES,
  COMPLIANCE_STATUSES,
  RISK_LEVELS,
} from '../../../domain/compliance/compliance';
import { user } from './auth';

/** Compliance items (operator spec section 3 ComplianceItem): one control or obligation under review. */
export const complianceItems = pgTable(
  'compliance_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category', { enum: COMPLIANCE_CATEGORIES }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: COMPLIANCE_STATUSES }).notNull(),
    riskLevel: text('risk_level', { enum: RISK_LEVELS }).notNull(),
    responsible: text('responsible').notNull(),
    lastReview: date('last_review'),
    nextReview: date('next_review').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('compliance_items_next_review_idx').on(t.nextReview),
    check('compliance_items_category_ck', sql`${t.category} in ('sec', 'aml', 'kyc', 'data', 'security')`),
    check('compliance_items_status_ck', sql`${t.status} in ('compliant', 'pending', 'non_compliant', 'expired')`),
    check('compliance_items_risk_ck', sql`${t.riskLevel} in ('critical', 'high', 'medium', 'low')`),
    check('compliance_items_review_order_ck', sql`${t.lastReview} is null or ${t.lastReview} <= ${t.nextReview}`),
  ],
);

/** Audit reports (operator spec section 3 Audit): external, regulatory or internal audits. */
export const auditReports = pgTable(
  'audit_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: AUDIT_TYPES }).notNull(),
    title: text('title').notNull(),
    auditor: text('auditor').notNull(),
    auditDate: date('audit_date').notNull(),
    status: text('status', { enum: AUDIT_STATUSES }).notNull(),
    findings: text('findings').notNull().default(''),
    recommendations: text('recommendations').notNull().default(''),
    priority: text('priority', { enum: RISK_LEVELS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_reports_date_idx').on(t.auditDate),
    check('audit_reports_type_ck', sql`${t.type} in ('external', 'regulatory', 'internal')`),
    check('audit_reports_status_ck', sql`${t.status} in ('completed', 'in_progress', 'scheduled')`),
    check('audit_reports_priority_ck', sql`${t.priority} in ('critical', 'high', 'medium', 'low')`),
  ],
);

/**
 * Files attached to a compliance item or an audit report (exactly one of the two), kept in private
 * file storage under `storage_key` and served only through the admin route.
 */
export const complianceAttachments = pgTable(
  'compliance_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id').references(() => complianceItems.id, { onDelete: 'cascade' }),
    auditId: uuid('audit_id').references(() => auditReports.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** Decided from the file's bytes, not from its name or the declared type. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('compliance_attachments_item_idx').on(t.itemId),
    index('compliance_attachments_audit_idx').on(t.auditId),
    check('compliance_attachments_one_owner_ck', sql`(${t.itemId} is null) <> (${t.auditId} is null)`),
  ],
);
