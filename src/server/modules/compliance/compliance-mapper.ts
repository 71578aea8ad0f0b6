/** Rows to the wire shapes of contracts/compliance.ts; due states are seen from `today` (the server clock's day). */
import {
  complianceApiPaths,
  type AuditReport,
  type ComplianceAttachment,
  type ComplianceItem,
} from '../../../contracts/compliance';
import { classifyDueDate, daysUntil, isOpenAudit } from '../../../domain/compliance/compliance';
import type { AuditReportRow, ComplianceAttachmentRow, ComplianceItemRow } from './compliance-repository';

export function toComplianceAttachment(row: ComplianceAttachmentRow): ComplianceAttachment {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    uploadedAt: row.createdAt.toISOString(),
    url: complianceApiPaths.forId(complianceApiPaths.attachment, row.id),
  };
}

export function toComplianceItem(
  row: ComplianceItemRow,
  attachments: ComplianceAttachmentRow[],
  today: string,
): ComplianceItem {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    description: row.description,
    status: row.status,
    riskLevel: row.riskLevel,
    responsible: row.responsible,
    lastReview: row.lastReview,
    nextReview: row.nextReview,
    dueState: classifyDueDate(row.nextReview, today),
    daysUntilReview: daysUntil(row.nextReview, today),
    documents: attachments.filter((a) => a.itemId === row.id).map(toComplianceAttachment),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAuditReport(row: AuditReportRow, attachments: ComplianceAttachmentRow[], today: string): AuditReport {
  const isOpen = isOpenAudit(row.status);
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    auditor: row.auditor,
    date: row.auditDate,
    status: row.status,
    findings: row.findings,
    recommendations: row.recommendations,
    priority: row.priority,
    dueState: isOpen ? classifyDueDate(row.auditDate, today) : null,
    daysUntil: isOpen ? daysUntil(row.auditDate, today) : null,
    documents: attachments.filter((a) => a.auditId === row.id).map(toComplianceAttachment),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of an item or audit before and after a write (no attachments, no timestamps). */
export function auditSnapshot(row: ComplianceItemRow | AuditReportRow): Record<string, unknown> {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = row;
  return fields;
}
