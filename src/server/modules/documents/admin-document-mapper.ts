import { documentDownloadPath, documentFileName } from '../../../contracts/documents';
import type { AdminDocument } from '../../../contracts/admin-documents';
import type { AdminDocumentRow } from './admin-documents-repository';
import type { DocumentRow } from './documents-repository';

/** A document as the admin table shows it. Seeded documents are listed under their download name. */
export function toAdminDocument(row: AdminDocumentRow): AdminDocument {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    fileName: row.fileName ?? documentFileName(row.title),
    fileSizeBytes: row.fileSizeBytes,
    category: row.category,
    accessLevel: row.accessLevel,
    featured: row.featured,
    tags: row.tags,
    downloads: row.downloads,
    uploadedAt: row.createdAt.toISOString(),
    uploadedBy: row.uploadedByName,
    updatedAt: row.updatedAt.toISOString(),
    source: row.content ? 'generated' : 'uploaded',
    downloadUrl: documentDownloadPath(row.slug),
  };
}

/** What the audit log keeps of a document before and after a change (not the seeded content). */
export function documentAuditSnapshot(row: DocumentRow) {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    accessLevel: row.accessLevel,
    featured: row.featured,
    tags: row.tags,
    fileName: row.fileName,
    fileSizeBytes: row.fileSizeBytes,
    storageKey: row.storageKey,
    source: row.content ? 'generated' : 'uploaded',
  };
}
