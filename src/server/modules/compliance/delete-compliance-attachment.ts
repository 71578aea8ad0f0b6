import { COMPLIANCE_MESSAGES } from '../../../contracts/compliance';
import { writeAuditLog } from '../../platform/audit-log';
import { notFound } from '../../platform/http/app-error';
import type { ComplianceActor, ComplianceContext } from './compliance-context';
import { deleteAttachment, findAttachments } from './compliance-repository';

/**
 * Detach a file from its item or audit. The row and the audit entry (the record's file names before
 * and after) commit together; the stored file is removed afterwards.
 */
export async function deleteComplianceAttachment(
  ctx: ComplianceContext,
  id: string,
  actor: ComplianceActor,
): Promise<{ id: string; deleted: true }> {
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await deleteAttachment(tx, id);
    if (!row) throw notFound(COMPLIANCE_MESSAGES.attachmentNotFound);
    const kind = row.itemId ? 'item' : 'audit';
    const ownerId = (row.itemId ?? row.auditId)!;
    const after = (await findAttachments(tx, kind, [ownerId])).map((a) => a.fileName);
    const entityType = kind === 'item' ? 'compliance_item' : 'audit_report';
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: `${entityType}.file_removed`,
      entityType,
      entityId: ownerId,
      data: {
        attachment: { id, fileName: row.fileName, contentType: row.contentType, size: row.size },
        before: { documents: [...after, row.fileName] },
        after: { documents: after },
      },
      ipAddress: actor.ipAddress,
      requestId: actor.requestId,
    });
    return row;
  });
  await ctx.storage.remove(removed.storageKey).catch(() => undefined);
  return { id, deleted: true };
}
