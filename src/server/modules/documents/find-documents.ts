import type { DocumentListResponse, DocumentSort } from '../../../contracts/documents';
import { accessibleDocumentLevels, type DocumentViewer } from '../../../domain/document-access';
import type { Database } from '../../db/client';
import { toDocumentItem } from './document-mapper';
import {
  findDocuments as selectDocuments,
  findFeaturedDocuments,
  summarizeDocuments,
  type DocumentFilter,
} from './documents-repository';

/**
 * The library as the documents page needs it in one call: the filtered, sorted list; the featured
 * grid; the summary tiles and category overview over every document; and what this viewer may open.
 */
export async function findDocuments(
  db: Database,
  query: DocumentFilter & { sort: DocumentSort },
  viewer: DocumentViewer,
): Promise<DocumentListResponse> {
  const [rows, featured, { summary, categories }] = await Promise.all([
    selectDocuments(db, query, query.sort),
    findFeaturedDocuments(db),
    summarizeDocuments(db),
  ]);
  // Slugs asked for by name come back in the order asked (the Resources tab's fixed order).
  const ordered = query.slugs ? query.slugs.flatMap((slug) => rows.filter((row) => row.slug === slug)) : rows;
  return {
    items: ordered.map((row) => toDocumentItem(row, viewer)),
    total: ordered.length,
    featured: featured.map((row) => toDocumentItem(row, viewer)),
    summary,
    categories,
    viewer: { isSignedIn: viewer !== null, accessLevels: accessibleDocumentLevels(viewer) },
  };
}
