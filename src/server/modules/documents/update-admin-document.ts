import type { z } from 'zod';
import {
  DOCUMENT_MESSAGES,
  type AdminDocument,
  type AdminDocumentDetailsSchema,
} from '../../../contracts/admin-documents';
import { writeAuditLog } from '../../platform/audit-log';
import { notFound } from '../../platform/http/app-error';
import { auditMeta, type AdminActor, type AdminDocumentsContext } from './admin-documents-context';
import { documentAuditSnapshot, toAdminDocument } from './admin-document-mapper';
import { findAdminDocumentById, findDocumentByIdForUpdate, updateDocument } from './admin-documents-repository';

/** Edit a document's details (the file and its public address stay), audited before and after. */
export async function updateAdminDocument(
  ctx: AdminDocumentsContext,
  id: string,
  details: z.output<typeof AdminDocumentDetailsSchema>,
  actor: AdminActor,
): Promise<AdminDocument> {
  await ctx.db.transaction(async (tx) => {
    const before = await findDocumentByIdForUpdate(tx, id);
    if (!before) throw notFound(DOCUMENT_MESSAGES.notFound);
    const after = await updateDocument(tx, id, {
      title: details.title,
      description: details.description,
      category: details.category,
      accessLevel: details.accessLevel,
      featured: details.featured,
      tags: [...new Set(details.tags)],
      updatedAt: ctx.clock.now(),
    });
    await writeAuditLog(tx, {
      ...auditMeta(actor),
      action: 'document.updated',
      entityType: 'document',
      entityId: id,
      data: { slug: before.slug, before: documentAuditSnapshot(before), after: documentAuditSnapshot(after!) },
    });
  });
  return toAdminDocument((await findAdminDocumentById(ctx.db, id))!);
}
