import type { z } from 'zod';
import type { AuditReportList, AuditReportListQuerySchema } from '../../../contracts/compliance';
import { toIsoDay } from '../../../domain/compliance/compliance';
import type { ComplianceContext } from './compliance-context';
import { toAuditReport } from './compliance-mapper';
import { findAttachments, findAudits } from './compliance-repository';

/** Audit Reports: filtered by search, type, status and priority, the latest audit date first. */
export async function findAuditReports(
  ctx: ComplianceContext,
  query: z.output<typeof AuditReportListQuerySchema>,
): Promise<AuditReportList> {
  const rows = await findAudits(ctx.db, {
    q: query.q || undefined,
    type: query.type === 'all' ? undefined : query.type,
    status: query.status === 'all' ? undefined : query.status,
    priority: query.priority === 'all' ? undefined : query.priority,
  });
  const attachments = await findAttachments(
    ctx.db,
    'audit',
    rows.map((r) => r.id),
  );
  const today = toIsoDay(ctx.clock.now());
  return { items: rows.map((row) => toAuditReport(row, attachments, today)) };
}
