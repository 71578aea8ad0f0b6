import type { z } from 'zod';
import type { AdminDocument, AdminDocumentDetailsSchema } from '../../../contracts/admin-documents';
import { toPostSlug } from '../../../domain/content';
import { writeAuditLog } from '../../platform/audit-log';
import { auditMeta, type AdminActor, type AdminDocumentsContext, type UploadedPdf } from './admin-documents-context';
import { documentAuditSnapshot, toAdminDocument } from './admin-document-mapper';
import { findAdminDocumentById, insertDocument, isDocumentSlugTaken } from './admin-documents-repository';
import type { Executor } from '../../db/client';
import { checkUploadedPdf } from './check-uploaded-pdf';

type Details = z.output<typeof AdminDocumentDetailsSchema>;

/** The title's slug, made unique with -2, -3… (the public address /docs/{slug}.pdf never changes afterwards). */
async function uniqueSlug(db: Executor, title: string): Promise<string> {
  const base = toPostSlug(title) || 'document';
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await isDocumentSlugTaken(db, slug))) return slug;
  }
}

/**
 * Upload Document: a PDF (checked by its bytes) with its details. The file goes to storage first;
 * the row and its audit entry then commit together (a failure removes the stored file again). The
 * public library lists it at once and serves it from storage at /docs/{slug}.pdf, with its access
 * level enforced and its downloads counted like every other document.
 */
export async function createAdminDocument(
  ctx: AdminDocumentsContext,
  details: Details,
  file: UploadedPdf | undefined,
  actor: AdminActor,
): Promise<AdminDocument> {
  const { fileName, storageKey } = checkUploadedPdf(file);
  const stored = await ctx.storage.put(storageKey, file!.bytes);
  const now = ctx.clock.now();
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const row = await insertDocument(tx, {
        slug: await uniqueSlug(tx, details.title),
        title: details.title,
        description: details.description,
        category: details.category,
        accessLevel: details.accessLevel,
        featured: details.featured,
        tags: [...new Set(details.tags)],
        author: actor.name,
        publishedOn: now.toISOString().slice(0, 10),
        storageKey,
        fileName,
        fileSizeBytes: stored.size,
        content: null,
        uploadedBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      });
      await writeAuditLog(tx, {
        ...auditMeta(actor),
        action: 'document.uploaded',
        entityType: 'document',
        entityId: row.id,
        data: { slug: row.slug, before: null, after: documentAuditSnapshot(row) },
      });
      return row.id;
    });
    return toAdminDocument((await findAdminDocumentById(ctx.db, id))!);
  } catch (error) {
    await ctx.storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
}
