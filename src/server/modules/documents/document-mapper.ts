import { documentDownloadPath, type DocumentItem } from '../../../contracts/documents';
import { canAccessDocument, type DocumentViewer } from '../../../domain/document-access';
import type { DocumentRow } from './documents-repository';

/** A document row as the wire carries it, with whether this viewer may download it. */
export function toDocumentItem(row: DocumentRow, viewer: DocumentViewer): DocumentItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    accessLevel: row.accessLevel,
    reportType: row.reportType ?? null,
    fileSizeBytes: row.fileSizeBytes,
    downloads: row.downloads,
    featured: row.featured,
    tags: row.tags,
    author: row.author,
    publishedOn: row.publishedOn,
    downloadUrl: documentDownloadPath(row.slug),
    canDownload: canAccessDocument(row.accessLevel, viewer),
  };
}
