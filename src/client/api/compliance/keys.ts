/** Query keys of the compliance module's endpoints (Admin → Compliance & Audit). Every write invalidates `all()`. */
import type { AuditReportListQuery, ComplianceItemListQuery } from '../../../contracts/compliance';

export const complianceKeys = {
  all: () => ['admin', 'compliance'] as const,
  summary: () => ['admin', 'compliance', 'summary'] as const,
  items: (query: ComplianceItemListQuery) => ['admin', 'compliance', 'items', query] as const,
  audits: (query: AuditReportListQuery) => ['admin', 'compliance', 'audits', query] as const,
  schedule: () => ['admin', 'compliance', 'schedule'] as const,
};
