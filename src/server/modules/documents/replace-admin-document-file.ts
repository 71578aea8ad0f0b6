import { DOCUMENT_MESSAGES, type AdminDocument } from '../../../contracts/admin-documents';
import { writeAuditLog } from '../../platform/audit-log';
import { notFound } from '../../platform/http/app-error';
import { auditMeta, type AdminActor, type AdminDocumentsContext, type UploadedPdf } from './admin-documents-context';
import { documentAuditSnapshot, toAdminDocument } from './admin-document-mapper';
import { findAdminDocumentById, findDocumentByIdForUpdate, updateDocument } from './admin-documents-repository';
import { checkUploadedPdf } from './check-uploaded-pdf';

/**
 * Replace the file of a document with a new PDF. The new file is stored under a new key, the row
 * points at it (a seeded document drops the content its PDF was rendered from, so the upload is
 * what is served from now on) and the old file is removed after the commit. Downloads and the
 * public address are kept; the new updatedAt changes the file's ETag, so caches fetch it again.
 */
export async function replaceAdminDocumentFile(
  ctx: AdminDocumentsContext,
  id: string,
  file: UploadedPdf | undefined,
  actor: AdminActor,
): Promise<AdminDocument> {
  const { fileName, storageKey } = checkUploadedPdf(file);
  if (!(await findAdminDocumentById(ctx.db, id))) throw notFound(DOCUMENT_MESSAGES.notFound);
  const stored = await ctx.storage.put(storageKey, file!.bytes);
  let oldKey: string;
  try {
    oldKey = await ctx.db.transaction(async (tx) => {
      const before = await findDocumentByIdForUpdate(tx, id);
      if (!before) throw notFound(DOCUMENT_MESSAGES.notFound);
      const after = await updateDocument(tx, id, {
        storageKey,
        fileName,
        fileSizeBytes: stored.size,
        content: null,
        updatedAt: ctx.clock.now(),
      });
      await writeAuditLog(tx, {
        ...auditMeta(actor),
        action: 'document.file_replaced',
        entityType: 'document',
        entityId: id,
        data: { slug: before.slug, before: documentAuditSnapshot(before), after: documentAuditSnapshot(after!) },
      });
      return before.storageKey;
    });
  } catch (error) {
    await ctx.storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
  if (oldKey !== storageKey) await ctx.storage.remove(oldKey).catch(() => undefined);
  return toAdminDocument((await findAdminDocumentById(ctx.db, id))!);
}
