import type { z } from 'zod';
import {
  COMPLIANCE_MESSAGES,
  type ComplianceItem,
  type ComplianceItemInputSchema,
} from '../../../contracts/compliance';
import { toIsoDay } from '../../../domain/compliance/compliance';
import { writeAuditLog } from '../../platform/audit-log';
import { notFound } from '../../platform/http/app-error';
import type { ComplianceActor, ComplianceContext } from './compliance-context';
import { auditSnapshot, toComplianceItem } from './compliance-mapper';
import { findAttachments, findItemById, updateItem } from './compliance-repository';

/** Edit every field of a compliance item; the audit row keeps it before and after. */
export async function updateComplianceItem(
  ctx: ComplianceContext,
  id: string,
  input: z.output<typeof ComplianceItemInputSchema>,
  actor: ComplianceActor,
): Promise<ComplianceItem> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findItemById(tx, id, true);
    if (!before) throw notFound(COMPLIANCE_MESSAGES.itemNotFound);
    const after = await updateItem(tx, id, { ...input, updatedAt: now });
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'compliance_item.updated',
      entityType: 'compliance_item',
      entityId: id,
      data: { before: auditSnapshot(before), after: auditSnapshot(after) },
      ipAddress: actor.ipAddress,
      requestId: actor.requestId,
    });
    return after;
  });
  return toComplianceItem(row, await findAttachments(ctx.db, 'item', [id]), toIsoDay(now));
}
