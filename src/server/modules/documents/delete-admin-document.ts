import { DOCUMENT_MESSAGES } from '../../../contracts/admin-documents';
import { writeAuditLog } from '../../platform/audit-log';
import { notFound } from '../../platform/http/app-error';
import { auditMeta, type AdminActor, type AdminDocumentsContext } from './admin-documents-context';
import { documentAuditSnapshot } from './admin-document-mapper';
import { deleteDocumentById, findDocumentByIdForUpdate } from './admin-documents-repository';

/**
 * Delete a document: the row (its download history goes with it) and its audit entry commit
 * together; the file is removed from storage after the commit. The library drops it at once.
 */
export async function deleteAdminDocument(ctx: AdminDocumentsContext, id: string, actor: AdminActor) {
  const storageKey = await ctx.db.transaction(async (tx) => {
    const before = await findDocumentByIdForUpdate(tx, id);
    if (!before) throw notFound(DOCUMENT_MESSAGES.notFound);
    await deleteDocumentById(tx, id);
    await writeAuditLog(tx, {
      ...auditMeta(actor),
      action: 'document.deleted',
      entityType: 'document',
      entityId: id,
      data: { slug: before.slug, before: documentAuditSnapshot(before), after: null },
    });
    return before.storageKey;
  });
  await ctx.storage.remove(storageKey).catch(() => undefined);
  return { id, deleted: true as const };
}
