import type { z } from 'zod';
import { COMPLIANCE_MESSAGES, type AuditReport, type AuditReportInputSchema } from '../../../contracts/compliance';
import { toIsoDay } from '../../../domain/compliance/compliance';
import { writeAuditLog } from '../../platform/audit-log';
import { notFound } from '../../platform/http/app-error';
import type { ComplianceActor, ComplianceContext } from './compliance-context';
import { auditSnapshot, toAuditReport } from './compliance-mapper';
import { findAttachments, findAuditById, updateAudit } from './compliance-repository';

/** Edit every field of an audit report; the audit row keeps it before and after. */
export async function updateAuditReport(
  ctx: ComplianceContext,
  id: string,
  input: z.output<typeof AuditReportInputSchema>,
  actor: ComplianceActor,
): Promise<AuditReport> {
  const now = ctx.clock.now();
  const { date, ...fields } = input;
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findAuditById(tx, id, true);
    if (!before) throw notFound(COMPLIANCE_MESSAGES.auditNotFound);
    const after = await updateAudit(tx, id, { ...fields, auditDate: date, updatedAt: now });
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'audit_report.updated',
      entityType: 'audit_report',
      entityId: id,
      data: { before: auditSnapshot(before), after: auditSnapshot(after) },
      ipAddress: actor.ipAddress,
      requestId: actor.requestId,
    });
    return after;
  });
  return toAuditReport(row, await findAttachments(ctx.db, 'audit', [id]), toIsoDay(now));
}
