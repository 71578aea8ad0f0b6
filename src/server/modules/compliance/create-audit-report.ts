import type { z } from 'zod';
import type { AuditReport, AuditReportInputSchema } from '../../../contracts/compliance';
import { toIsoDay } from '../../../domain/compliance/compliance';
import { writeAuditLog } from '../../platform/audit-log';
import type { ComplianceActor, ComplianceContext } from './compliance-context';
import { auditSnapshot, toAuditReport } from './compliance-mapper';
import { insertAudit } from './compliance-repository';

/** A new audit report, audited (before: null, after: the report) in the same transaction. */
export async function createAuditReport(
  ctx: ComplianceContext,
  input: z.output<typeof AuditReportInputSchema>,
  actor: ComplianceActor,
): Promise<AuditReport> {
  const now = ctx.clock.now();
  const { date, ...fields } = input;
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertAudit(tx, { ...fields, auditDate: date, createdAt: now, updatedAt: now });
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'audit_report.created',
      entityType: 'audit_report',
      entityId: created.id,
      data: { before: null, after: auditSnapshot(created) },
      ipAddress: actor.ipAddress,
      requestId: actor.requestId,
    });
    return created;
  });
  return toAuditReport(row, [], toIsoDay(now));
}
