/** Queries of the compliance module: items, audit reports and their attachments. */
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditReports, complianceAttachments, complianceItems } from '../../db/schema/compliance';

export type ComplianceItemRow = typeof complianceItems.$inferSelect;
export type NewComplianceItemRow = typeof complianceItems.$inferInsert;
export type AuditReportRow = typeof auditReports.$inferSelect;
export type NewAuditReportRow = typeof auditReports.$inferInsert;
export type ComplianceAttachmentRow = typeof complianceAttachments.$inferSelect;
export type NewComplianceAttachmentRow = typeof complianceAttachments.$inferInsert;

/** Which record an attachment belongs to. */
export type AttachmentOwner = { kind: 'item' | 'audit'; id: string };

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ItemFilter {
  q?: string;
  category?: ComplianceItemRow['category'];
  status?: ComplianceItemRow['status'];
  riskLevel?: ComplianceItemRow['riskLevel'];
}

/** Items matching the filter, the nearest next review first. */
export function findItems(db: Executor, filter: ItemFilter = {}): Promise<ComplianceItemRow[]> {
  const conditions: SQL[] = [];
  if (filter.category) conditions.push(eq(complianceItems.category, filter.category));
  if (filter.status) conditions.push(eq(complianceItems.status, filter.status));
  if (filter.riskLevel) conditions.push(eq(complianceItems.riskLevel, filter.riskLevel));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      or(
        ilike(complianceItems.title, pattern),
        ilike(complianceItems.description, pattern),
        ilike(complianceItems.responsible, pattern),
      )!,
    );
  }
  return db
    .select()
    .from(complianceItems)
    .where(and(...conditions))
    .orderBy(asc(complianceItems.nextReview), asc(complianceItems.title));
}

export async function findItemById(db: Executor, id: string, forUpdate = false): Promise<ComplianceItemRow | null> {
  const query = db.select().from(complianceItems).where(eq(complianceItems.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertItem(db: Executor, values: NewComplianceItemRow): Promise<ComplianceItemRow> {
  const [row] = await db.insert(complianceItems).values(values).returning();
  return row!;
}

export async function updateItem(
  db: Executor,
  id: string,
  values: Partial<NewComplianceItemRow>,
): Promise<ComplianceItemRow> {
  const [row] = await db.update(complianceItems).set(values).where(eq(complianceItems.id, id)).returning();
  return row!;
}

export interface AuditFilter {
  q?: string;
  type?: AuditReportRow['type'];
  status?: AuditReportRow['status'];
  priority?: AuditReportRow['priority'];
}

/** Audits matching the filter, the latest date first. */
export function findAudits(db: Executor, filter: AuditFilter = {}): Promise<AuditReportRow[]> {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(auditReports.type, filter.type));
  if (filter.status) conditions.push(eq(auditReports.status, filter.status));
  if (filter.priority) conditions.push(eq(auditReports.priority, filter.priority));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      or(
        ilike(auditReports.title, pattern),
        ilike(auditReports.auditor, pattern),
        ilike(auditReports.findings, pattern),
        ilike(auditReports.recommendations, pattern),
      )!,
    );
  }
  return db
    .select()
    .from(auditReports)
    .where(and(...conditions))
    .orderBy(desc(auditReports.auditDate), asc(auditReports.title));
}

/** Audits still ahead (scheduled or in progress), the earliest first. */
export function findOpenAudits(db: Executor): Promise<AuditReportRow[]> {
  return db
    .select()
    .from(auditReports)
    .where(ne(auditReports.status, 'completed'))
    .orderBy(asc(auditReports.auditDate), asc(auditReports.title));
}

export async function findAuditById(db: Executor, id: string, forUpdate = false): Promise<AuditReportRow | null> {
  const query = db.select().from(auditReports).where(eq(auditReports.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertAudit(db: Executor, values: NewAuditReportRow): Promise<AuditReportRow> {
  const [row] = await db.insert(auditReports).values(values).returning();
  return row!;
}

export async function updateAudit(
  db: Executor,
  id: string,
  values: Partial<NewAuditReportRow>,
): Promise<AuditReportRow> {
  const [row] = await db.update(auditReports).set(values).where(eq(auditReports.id, id)).returning();
  return row!;
}

const ownerColumn = (kind: AttachmentOwner['kind']) =>
  kind === 'item' ? complianceAttachments.itemId : complianceAttachments.auditId;

/** The attachments of several records of one kind, oldest first. */
export function findAttachments(
  db: Executor,
  kind: AttachmentOwner['kind'],
  ownerIds: string[],
): Promise<ComplianceAttachmentRow[]> {
  if (!ownerIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(complianceAttachments)
    .where(inArray(ownerColumn(kind), ownerIds))
    .orderBy(asc(complianceAttachments.createdAt), asc(complianceAttachments.fileName));
}

export async function countAttachments(db: Executor, owner: AttachmentOwner): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(complianceAttachments)
    .where(eq(ownerColumn(owner.kind), owner.id));
  return row?.n ?? 0;
}

export async function insertAttachment(
  db: Executor,
  values: NewComplianceAttachmentRow,
): Promise<ComplianceAttachmentRow> {
  const [row] = await db.insert(complianceAttachments).values(values).returning();
  return row!;
}

export async function findAttachmentById(db: Executor, id: string): Promise<ComplianceAttachmentRow | null> {
  const [row] = await db.select().from(complianceAttachments).where(eq(complianceAttachments.id, id)).limit(1);
  return row ?? null;
}

export async function deleteAttachment(db: Executor, id: string): Promise<ComplianceAttachmentRow | null> {
  const [row] = await db.delete(complianceAttachments).where(eq(complianceAttachments.id, id)).returning();
  return row ?? null;
}
