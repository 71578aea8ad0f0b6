import type { z } from 'zod';
import type { ComplianceItem, ComplianceItemInputSchema } from '../../../contracts/compliance';
import { toIsoDay } from '../../../domain/compliance/compliance';
import { writeAuditLog } from '../../platform/audit-log';
import type { ComplianceActor, ComplianceContext } from './compliance-context';
import { auditSnapshot, toComplianceItem } from './compliance-mapper';
import { insertItem } from './compliance-repository';

/** A new compliance item, audited (before: null, after: the item) in the same transaction. */
export async function createComplianceItem(
  ctx: ComplianceContext,
  input: z.output<typeof ComplianceItemInputSchema>,
  actor: ComplianceActor,
): Promise<ComplianceItem> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertItem(tx, { ...input, createdAt: now, updatedAt: now });
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'compliance_item.created',
      entityType: 'compliance_item',
      entityId: created.id,
      data: { before: null, after: auditSnapshot(created) },
      ipAddress: actor.ipAddress,
      requestId: actor.requestId,
    });
    return created;
  });
  return toComplianceItem(row, [], toIsoDay(now));
}
